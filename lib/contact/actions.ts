import 'server-only';
import { sendMail } from '@/lib/mail/send-mail';
import { shopAlertsEmail } from '@/lib/settings/alerts-email';
import { SITE_NAME } from '@/lib/seo/site';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import type { ContactInput } from './schema';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The mail the owner gets for a contact message (plain text and HTML, every value escaped). */
export function contactMail(input: ContactInput, to: string) {
  const lines = [`Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone ?? '—'}`, '', input.message];
  const subject = `New message from ${input.name.replace(/[\r\n]+/g, ' ').slice(0, 80)} — ${SITE_NAME} website`;
  const html =
    `<p><strong>Name:</strong> ${escapeHtml(input.name)}<br><strong>Email:</strong> ${escapeHtml(input.email)}<br>` +
    `<strong>Phone:</strong> ${escapeHtml(input.phone ?? '—')}</p><p style="white-space:pre-line">${escapeHtml(input.message)}</p>`;
  return { to, subject, text: `A shopper wrote through the contact page:\n\n${lines.join('\n')}\n`, html };
}

/**
 * Saves a contact message and mails it to the shop owner. The insert uses the service role: the
 * contact route has validated and rate-limited the request, while the database throttles inserts
 * sent straight to the API (issue 15), which would otherwise block the form during a flood. The message counts as sent once it is stored; a mail failure is logged
 * and the owner still finds it in the console.
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  const { error } = await createSupabaseAdminClient()
    .from('contact_messages')
    .insert({ full_name: input.name, email: input.email, phone: input.phone, message: input.message });
  if (error) {
    console.error('[contact] insert failed:', error.code, error.message);
    throw new Error('could not store the contact message');
  }
  try {
    await sendMail(contactMail(input, await shopAlertsEmail()));
  } catch (mailError) {
    console.error('[contact] the message was stored but the mail to the owner failed:', mailError);
  }
}
