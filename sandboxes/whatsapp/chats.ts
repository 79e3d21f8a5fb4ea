import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { JsonFile } from '../json-file.ts';

/** One message in a sandbox chat: sent by the business through the API, or by the tester on the phone page. */
export interface ChatMessage {
  id: string;
  /** The shopper's number, digits only (Meta's wa_id). */
  phone: string;
  from: 'business' | 'shopper';
  text: string;
  /** A template's quick-reply buttons: the label shown and the payload the shop gave it. */
  buttons: { label: string; payload: string }[];
  template: string | null;
  /** The business message a shopper's tap answers. */
  replyTo: string | null;
  at: string;
}

/** The chats, kept in DATA_DIR/sandboxes/whatsapp/chats.json so a restart loses none. */
export class SandboxChats {
  private readonly file: JsonFile<{ messages: ChatMessage[] }>;

  constructor(dataDir: string) {
    this.file = new JsonFile(path.join(dataDir, 'chats.json'), { messages: [] });
  }

  add(message: Omit<ChatMessage, 'id' | 'at'>): ChatMessage {
    const stored = { ...message, id: `wamid.${randomBytes(16).toString('hex')}`, at: new Date().toISOString() };
    const state = this.file.read();
    state.messages.push(stored);
    this.file.write(state);
    return stored;
  }

  of(phone: string): ChatMessage[] {
    return this.file.read().messages.filter((message) => message.phone === phone);
  }

  find(id: string): ChatMessage | undefined {
    return this.file.read().messages.find((message) => message.id === id);
  }
}
