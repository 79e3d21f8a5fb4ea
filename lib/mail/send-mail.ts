import 'server-only';
import { serverEnv } from '@/lib/env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends one mail through the configured mail API: hosted, a transactional mail service; locally,
 * the embedded backend's outbox. Throws when the service refuses it.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = serverEnv();
  const res = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.MAIL_API_KEY}` },
    body: JSON.stringify({ from: env.MAIL_FROM, ...mail }),
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`mail API answered ${res.status}`);
}
