import type { ServerResponse } from 'node:http';
import { redirect, sendJson, sendText, type SandboxRequest } from '../http.ts';
import { parcelPage, parcelsPage, slipPage } from './pages.ts';
import { currentStatus, randomDigits, type CourierSpec, type SandboxParcels } from './parcels.ts';

const NEXT_ANSWERS = ['slow', 'refused', 'malformed', 'server_error'] as const;
export type NextAnswer = (typeof NEXT_ANSWERS)[number];

/** How long a 'slow' booking answer waits unless the tester says: longer than the shop's 15 s timeout. */
const SLOW_ANSWER_MS = 30_000;

/** What the tester asked the next booking to do; used once. */
export class NextBooking {
  private next: { answer: NextAnswer; delayMs: number } | null = null;

  set(answer: NextAnswer, delayMs: number): void {
    this.next = { answer, delayMs };
  }

  take(): { answer: NextAnswer; delayMs: number } | null {
    const next = this.next;
    this.next = null;
    return next;
  }
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
const PARCEL_PATH = /^\/sandbox\/parcels\/([^/]+)(\/advance|\/settle)?$/;
const SLIP_PATH = /^\/sandbox\/slips\/([^/]+)$/;

/**
 * The tester's side of a courier sandbox, below <mount>/sandbox:
 * GET  /parcels                 every parcel, with buttons (HTML); /parcels.json the same as JSON
 * GET  /parcels/{tn}            one parcel, with buttons
 * POST /parcels/{tn}/advance    {to: <courier status>, daysAgo?: 0..60}: the parcel reaches that status now (or days ago)
 * POST /parcels/{tn}/settle     the courier pays the COD amount today, with a payment reference
 * POST /next-booking            {answer: slow|refused|malformed|server_error, delayMs?}
 * GET  /slips/{tn}              the parcel's printable slip
 * Forms get a 303 back to the page; JSON gets the parcel. Returns false for any other path.
 */
export async function answerTester(
  req: SandboxRequest,
  res: ServerResponse,
  sandbox: { spec: CourierSpec; parcels: SandboxParcels; nextBooking: NextBooking; url: string },
): Promise<boolean> {
  const { spec, parcels, url } = sandbox;
  if (req.method === 'GET' && req.path === '/sandbox/parcels') {
    sendText(res, 200, parcelsPage(spec, parcels.all(), url), HTML);
    return true;
  }
  if (req.method === 'GET' && req.path === '/sandbox/parcels.json') {
    sendJson(res, 200, { parcels: parcels.all().map((parcel) => ({ ...parcel, status: currentStatus(parcel) })) });
    return true;
  }
  if (req.method === 'POST' && req.path === '/sandbox/next-booking') {
    const input = await inputOf(req);
    const answer = NEXT_ANSWERS.find((name) => name === input.answer);
    if (!answer) {
      sendJson(res, 400, { message: `answer must be one of ${NEXT_ANSWERS.join(', ')}` });
      return true;
    }
    const delayMs = Number(input.delayMs) > 0 ? Number(input.delayMs) : SLOW_ANSWER_MS;
    sandbox.nextBooking.set(answer, delayMs);
    sendJson(res, 200, { nextBooking: answer, delayMs });
    return true;
  }
  const slip = SLIP_PATH.exec(req.path);
  if (slip && req.method === 'GET') {
    const parcel = parcels.find(decodeURIComponent(slip[1]!));
    if (parcel) sendText(res, 200, slipPage(spec, parcel), HTML);
    else sendJson(res, 404, { message: 'No such parcel' });
    return true;
  }
  const match = PARCEL_PATH.exec(req.path);
  if (!match) return false;
  const trackingNumber = decodeURIComponent(match[1]!);
  if (req.method === 'GET' && !match[2]) {
    const parcel = parcels.find(trackingNumber);
    if (parcel) sendText(res, 200, parcelPage(spec, parcel, url), HTML);
    else sendJson(res, 404, { message: 'No such parcel' });
    return true;
  }
  if (req.method !== 'POST' || !match[2]) return false;
  const form = req.header('content-type')?.includes('application/x-www-form-urlencoded') ?? false;
  const input = await inputOf(req);
  const before = parcels.find(trackingNumber);
  if (!before) {
    sendJson(res, 404, { message: 'No such parcel' });
    return true;
  }
  let parcel;
  if (match[2] === '/advance') {
    const to = spec.statuses.find(
      (status) =>
        status.toLowerCase() ===
        String(input.to ?? '')
          .trim()
          .toLowerCase(),
    );
    if (!to) {
      sendJson(res, 400, { message: `to must be one of: ${spec.statuses.join(', ')}` });
      return true;
    }
    const daysAgo = input.daysAgo === undefined || input.daysAgo === '' ? 0 : Number(input.daysAgo);
    if (!Number.isInteger(daysAgo) || daysAgo < 0 || daysAgo > 60) {
      sendJson(res, 400, { message: 'daysAgo must be a whole number of days from 0 to 60' });
      return true;
    }
    parcel = parcels.advance(trackingNumber, to, new Date(Date.now() - daysAgo * 86_400_000));
  } else {
    if (currentStatus(before) !== spec.delivered) {
      sendJson(res, 409, { message: `Only a delivered parcel is paid for (this one is ${currentStatus(before)})` });
      return true;
    }
    parcel = parcels.settle(trackingNumber, `CPR-${randomDigits(8)}`);
  }
  if (form) redirect(res, 303, `${url}/sandbox/parcels/${encodeURIComponent(trackingNumber)}`);
  else sendJson(res, 200, { parcel: { ...parcel, status: currentStatus(parcel!) } });
  return true;
}

async function inputOf(req: SandboxRequest): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (req.header('content-type')?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const body: unknown = JSON.parse(text || '{}');
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Answers a booking as the tester asked: 'refused' with the courier's refusal (nothing booked),
 * 'server_error' with an HTML 502 (nothing booked), 'malformed' with a broken body (booked),
 * 'slow' after the delay (booked now, so findBooking finds it while the shop waits), otherwise at once.
 */
export function answerBooking(
  res: ServerResponse,
  next: { answer: NextAnswer; delayMs: number } | null,
  refusal: { status: number; body: unknown },
  book: () => { status: number; body: unknown },
): void {
  if (next?.answer === 'refused') return sendJson(res, refusal.status, refusal.body);
  if (next?.answer === 'server_error') {
    return sendText(res, 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', { 'Content-Type': 'text/html' });
  }
  const answer = book();
  if (next?.answer === 'malformed') return sendText(res, 200, '{"status":1,"track_num', { 'Content-Type': 'application/json' });
  if (next?.answer !== 'slow') return sendJson(res, answer.status, answer.body);
  const timer = setTimeout(() => {
    if (!res.destroyed) sendJson(res, answer.status, answer.body);
  }, next.delayMs);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}
