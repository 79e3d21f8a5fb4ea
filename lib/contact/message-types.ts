import { statusLabel } from '@/lib/orders/types';
import type { MessageStatus } from './message-filters';

/** A message from the contact page as the owner sees it. */
export interface AdminContactMessage {
  id: string;
  fullName: string;
  email: string | null;
  /** As the sender typed it (the contact form takes any phone with 10 or more digits). */
  phone: string | null;
  subject: string | null;
  text: string;
  /** As the sender typed it; linked in the console only when it has the shop's order-number shape. */
  orderNumber: string | null;
  status: MessageStatus;
  sentAt: string;
  handledAt: string | null;
  /** Sent by a signed-in shopper. */
  fromAccount: boolean;
}

export interface AdminMessagePage {
  messages: AdminContactMessage[];
  /** Messages in the chosen view, over all pages. */
  total: number;
  page: number;
  pageCount: number;
  /** Messages per status over the whole shop (the tabs and the unread count). */
  counts: Record<MessageStatus, number>;
}

/** The answer to a change: the message as it is now, and what the owner reads. */
export interface AdminMessageChange {
  contactMessage: AdminContactMessage;
  message: string;
}

/** A contact message's status in the owner's words. */
const MESSAGE_STATUS: Record<string, string> = { new: 'Unread', read: 'Read', replied: 'Handled', archived: 'Archived' };

export function messageStatusLabel(status: string): string {
  return MESSAGE_STATUS[status] ?? statusLabel(status);
}
