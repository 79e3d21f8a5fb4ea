import { announceStaffAlerts } from '@/lib/alerts/deliver';
import { sendContactMessage } from '@/lib/contact/actions';
import { contactEndpoints } from '@/lib/contact/contract';
import { CONTACT_SENT_MESSAGE } from '@/lib/contact/messages';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

/** Five per connection per ten minutes. */
export const POST = route(
  contactEndpoints.send,
  { rateLimit: new RateLimiter('contact', 5, 10 * 60_000), onError: 'contact_message_failed' },
  async ({ input: { website: filledByBot, ...message } }) => {
    // A filled-in hidden field is a bot: it is told "sent", and nothing is stored or mailed.
    if (!filledByBot) {
      await sendContactMessage(message);
      void announceStaffAlerts();
    }
    return { ok: true, message: CONTACT_SENT_MESSAGE };
  },
);
