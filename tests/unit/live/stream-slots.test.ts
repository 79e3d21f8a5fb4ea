/** @jest-environment node */
import { Problem } from '@/lib/errors/problem';
import { MAX_STREAMS_PER_ACCOUNT, takeStreamSlot } from '@/lib/live/stream-slots';
import { answered } from '../support/problem-answer';
import { LIVE_STREAMS_EXCEEDED } from '@/lib/live/messages';

jest.mock('server-only', () => ({}));

function refusal(accountId: string): Problem {
  try {
    takeStreamSlot(accountId);
  } catch (error) {
    return error as Problem;
  }
  throw new Error('the slot was given');
}

test('an account holds five streams; the sixth is refused with 429, its words and Retry-After', () => {
  const releases = Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => takeStreamSlot('owner-a'));
  expect(MAX_STREAMS_PER_ACCOUNT).toBe(5);
  const refused = refusal('owner-a');
  expect(answered(refused)).toMatchObject({
    status: 429,
    body: { ok: false, message: LIVE_STREAMS_EXCEEDED },
    headers: { 'Retry-After': '30' },
  });
  // Another account is not held back by this one.
  const other = takeStreamSlot('owner-b');
  other();
  for (const release of releases) release();
});

test('a release frees one slot, once however often it is called', () => {
  const releases = Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => takeStreamSlot('owner-c'));
  releases[0]!();
  releases[0]!();
  const again = takeStreamSlot('owner-c');
  expect(refusal('owner-c').code).toBe('live_streams_exceeded');
  again();
  for (const release of releases.slice(1)) release();
  const fresh = Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => takeStreamSlot('owner-c'));
  for (const release of fresh) release();
});
