/** The owner console's own words (the database words its refusals itself). */
export const ADMIN_ORDER_NOT_FOUND = 'There is no order with this number.';
export const ADMIN_ACTION_FAILED = 'The change could not be saved just now. Please try again in a moment.';
export const ADMIN_LOAD_FAILED = 'The console could not load this just now. Please try again in a moment.';
export const TRANSFER_CONFIRMED = 'Bank transfer confirmed: the order is paid.';
export const TRANSFER_REJECTED = 'Transfer marked as not received.';

/** What the owner reads after each move. */
export const MOVED: Record<string, string> = {
  confirmed: 'Order confirmed.',
  processing: 'Order marked as packed.',
  shipped: 'Order handed to the courier.',
  out_for_delivery: 'Order marked as out for delivery.',
  delivered: 'Order marked as delivered.',
  delivery_failed: 'Delivery marked as failed.',
  returning: 'Parcel marked as coming back.',
  returned: 'Parcel marked as returned.',
  cancelled: 'Order cancelled; its stock is back on the shelf.',
  pending: 'Order updated.',
};

export const REVIEW_NOT_FOUND = 'This review is no longer there: it may have been deleted.';
export const REVIEW_PUBLISHED = 'Review published: it is on the home page now.';
export const REVIEW_HIDDEN = 'Review hidden: it is back in the queue.';
export const REVIEW_DELETED = 'Review deleted.';

export const ADMIN_MESSAGE_NOT_FOUND = 'There is no such message: it may have been deleted.';

/** What the owner reads after changing a message, by the status it had and the one it has now. */
export function messageChangedNotice(fullName: string, from: string, to: string): string {
  const whose = `The message from ${fullName}`;
  if (to === 'replied') return `${whose} is marked as handled.`;
  if (to === 'archived') return `${whose} is archived.`;
  if (to === 'new') return `${whose} is marked as unread.`;
  return from === 'replied' || from === 'archived' ? `${whose} is reopened: it is back in To handle.` : `${whose} is marked as read.`;
}

export const SETTINGS_SAVED = 'Settings saved: the shop shows them now.';
