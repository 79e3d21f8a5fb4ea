import { sendContactMessage } from '@/lib/contact/actions';
import { CONTACT_FAILED_MESSAGE, CONTACT_SENT_MESSAGE } from '@/lib/contact/messages';
import { contactRequestSchema } from '@/lib/contact/schema';
import { json } from '@/lib/http/response';
import { RateLimiter } from '@/lib/http/rate-limit';
import { legacyRoute as route } from '@/lib/http/legacy-route';

/** POST {name, email, phone?, message}: stores the message and mails it to the shop owner. Five per connection per ten minutes. */
export const POST = route(
  {
    body: contactRequestSchema,
    rateLimit: new RateLimiter('contact', 5, 10 * 60_000),
    onError: { status: 502, message: CONTACT_FAILED_MESSAGE },
  },
  async ({ input: { website: filledByBot, ...message } }) => {
    // A filled-in hidden field is a bot: it is told "sent", and nothing is stored or mailed.
    if (!filledByBot) await sendContactMessage(message);
    return json({ ok: true, message: CONTACT_SENT_MESSAGE }, { status: 201 });
  },
);
