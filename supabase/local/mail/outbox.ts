import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  created_at: string;
}

/**
 * Every mail the backend or a function sends is written to DATA_DIR/outbox (one JSON file
 * each), and also relayed through SMTP when SMTP_URL is set.
 */
export class Outbox {
  private readonly dir: string;
  private readonly transport: Transporter | null;

  constructor(
    dataDir: string,
    private readonly from: string,
    smtpUrl: string | null,
  ) {
    this.dir = path.join(dataDir, 'outbox');
    fs.mkdirSync(this.dir, { recursive: true });
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<StoredMail> {
    const createdAt = new Date();
    const stored: StoredMail = { id: randomUUID(), from: this.from, created_at: createdAt.toISOString(), ...message };
    const name = `${createdAt.getTime().toString().padStart(15, '0')}-${stored.id}.json`;
    const tmp = path.join(this.dir, `.${name}.tmp`);
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2));
    fs.renameSync(tmp, path.join(this.dir, name));
    if (this.transport) {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    }
    return stored;
  }

  /** Newest first. */
  list(limit = 200): StoredMail[] {
    return fs
      .readdirSync(this.dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .sort()
      .reverse()
      .slice(0, limit)
      .map((f) => JSON.parse(fs.readFileSync(path.join(this.dir, f), 'utf8')) as StoredMail);
  }
}
