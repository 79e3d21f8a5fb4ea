import { callApi } from '@/lib/api/client';
import { CONTACT_FAILED_MESSAGE } from './messages';

/** POST /api/contact: the message (and the hidden bot trap field); sent once, never replayed. */
export function postContactMessage(input: Record<string, string>): Promise<{ message: string }> {
  return callApi('/api/contact', { method: 'POST', body: input, fallbackMessage: CONTACT_FAILED_MESSAGE });
}
