import { sendContactMessage } from '@/lib/contact/actions';
import { CONTACT_FAILED_MESSAGE, CONTACT_SENT_MESSAGE, HONEYPOT_FIELD } from '@/lib/contact/messages';
import { fieldErrors, failure, jsonResponse, RateLimiter, rateLimitKey, readFormBody, tooManyRequests } from '@/lib/contact/request-guards';
import { contactInputSchema } from '@/lib/contact/schema';

/** Five messages per connection per ten minutes. */
const limiter = new RateLimiter(5, 10 * 60_000);

/** POST {name, email, phone?, message}: stores the message and mails it to the shop owner. */
export async function POST(request: Request) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = read.body;
  const parsed = contactInputSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return failure(400, Object.values(errors)[0] ?? CONTACT_FAILED_MESSAGE, { fieldErrors: errors });
  }
  const wait = limiter.hit(rateLimitKey(request));
  if (wait > 0) return tooManyRequests(wait);
  // A filled-in hidden field is a bot: it is told "sent", and nothing is stored or mailed.
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return jsonResponse({ ok: true, message: CONTACT_SENT_MESSAGE }, 201);
  try {
    await sendContactMessage(parsed.data);
    return jsonResponse({ ok: true, message: CONTACT_SENT_MESSAGE }, 201);
  } catch {
    return failure(502, CONTACT_FAILED_MESSAGE);
  }
}
