import { NextRequest, NextResponse } from 'next/server';
import { announceStaffAlerts } from '@/lib/alerts/deliver';
import { Problem } from '@/lib/errors/problem';
import { assertSameSite, DEFAULT_MAX_BODY_BYTES, isJsonContentType, parseJsonObject, readBodyText } from '@/lib/http/request-checks';
import { problemResponse, route } from '@/lib/http/route';
import { webhookEvents } from '@/lib/providers/whatsapp/webhook-payload';
import { whatsAppEndpoints } from '@/lib/whatsapp/contract';
import { applyWebhookEvents, configuredMessenger } from '@/lib/whatsapp/webhook';

export const dynamic = 'force-dynamic';

/** GET: Meta's subscription handshake; the challenge as text/plain when the verify token matches. */
export const GET = route(whatsAppEndpoints.verify, { invalid: 'whatsapp_verify_refused' }, async ({ query }) => {
  const messenger = configuredMessenger();
  if (!messenger) throw new Problem('whatsapp_off');
  if (!messenger.verifyTokenMatches(query['hub.verify_token'])) throw new Problem('whatsapp_verify_refused');
  return new NextResponse(query['hub.challenge'], { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});

const notified = route(whatsAppEndpoints.notify, {}, async ({ input }) => {
  const messenger = configuredMessenger();
  if (!messenger) throw new Problem('whatsapp_off');
  const applied = await applyWebhookEvents(webhookEvents(input), messenger);
  if (applied > 0) void announceStaffAlerts();
  return { ok: true, applied };
});

/**
 * POST: a notification, applied only when X-Hub-Signature-256 is the HMAC of its raw body with the
 * app secret; the raw body is read here, once and bounded, since the signature covers its exact bytes.
 */
async function receive(request: NextRequest, context: { params: Promise<Record<string, string>> }) {
  try {
    // The edge's own refusals first, in its words, as for every route.
    assertSameSite(request.headers);
    const raw = await readBodyText(request, DEFAULT_MAX_BODY_BYTES);
    if (!isJsonContentType(request.headers.get('content-type'))) throw new Problem('unsupported_media_type');
    parseJsonObject(raw);
    const messenger = configuredMessenger();
    if (!messenger) throw new Problem('whatsapp_off');
    if (!messenger.signatureMatches(raw, request.headers.get('x-hub-signature-256'))) throw new Problem('whatsapp_bad_signature');
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return notified(new NextRequest(request.url, { method: 'POST', headers, body: raw }), context);
  } catch (error) {
    if (error instanceof Problem) return problemResponse(error, request);
    throw error;
  }
}

export const POST = Object.assign(receive, { endpoint: whatsAppEndpoints.notify });
