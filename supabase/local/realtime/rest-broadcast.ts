import type { ServerResponse } from 'node:http';
import { bearerOf } from '../http/gateway.ts';
import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import type { JwtClaims } from '../jwt.ts';
import { canWrite } from './channel-authorization.ts';
import { checkChannelToken } from './channel-token.ts';
import type { Payload } from './frames.ts';
import { RateWindow } from './limits.ts';
import type { RealtimeContext } from './realtime-context.ts';
import { topicKey } from './topic-registry.ts';

const SINGLE_PATH = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;
/** What a request body may hold at all; the payload limit is checked after, with hosted's 422. */
const BODY_LIMIT = 8_000_000;
const MAX_TRACKED_ADDRESSES = 10_000;
const UNSUPPORTED_TYPE = 'Unsupported Media Type. Use application/json or application/octet-stream';

interface Caller {
  claims: JwtClaims;
  headers: Record<string, string>;
}

/** Realtime's REST API under /realtime/v1: the batch broadcast and the single (httpSend) broadcast. */
export function createRestBroadcast(context: RealtimeContext) {
  const rates = new Map<string, RateWindow>();
  const rateFor = (ip: string) => {
    let rate = rates.get(ip);
    if (!rate) {
      // Windows last a second, so forgetting them all now and then only forgives the current second.
      if (rates.size >= MAX_TRACKED_ADDRESSES) rates.clear();
      rates.set(ip, (rate = new RateWindow(context.limits.maxEventsPerSecond)));
    }
    return rate;
  };

  return async (req: ApiRequest, res: ServerResponse): Promise<void> => {
    const single = SINGLE_PATH.exec(req.path);
    if (req.method !== 'POST' || (req.path !== '/api/broadcast' && !single)) {
      sendJson(res, 404, { errors: { detail: 'Not Found' } });
      return;
    }
    const caller = authenticate(context, req);
    if (!caller) {
      sendJson(res, 401, { message: 'Unauthorized' });
      return;
    }
    try {
      if (single) await broadcastSingle(context, req, res, caller, rateFor(req.clientIp), single[1]!, single[2]!);
      else await broadcastBatch(context, req, res, caller, rateFor(req.clientIp));
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      sendJson(res, 413, { message: 'Request Entity Too Large' });
    }
  };
}

/** Hosted's AuthTenant: the bearer token, else the apikey, must be a valid JWT with `role` and `exp`. */
function authenticate(context: RealtimeContext, req: ApiRequest): Caller | null {
  const token = bearerOf(req) ?? req.header('apikey') ?? null;
  if (!token) return null;
  const check = checkChannelToken(context.jwt, token);
  if (!check.ok) return null;
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
  return { claims: check.claims, headers };
}

async function broadcastSingle(
  context: RealtimeContext,
  req: ApiRequest,
  res: ServerResponse,
  caller: Caller,
  rate: RateWindow,
  topic: string,
  event: string,
): Promise<void> {
  const contentType = (req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const binary = contentType === 'application/octet-stream';
  if (contentType !== '' && contentType !== 'application/json' && !binary) {
    sendJson(res, 415, { error: UNSUPPORTED_TYPE });
    return;
  }
  const body = await req.body(BODY_LIMIT);
  let payload: Buffer;
  if (binary) payload = body;
  else {
    const parsed = parseJson(body);
    if (parsed === undefined) {
      sendJson(res, 400, { message: 'Invalid JSON body' });
      return;
    }
    payload = Buffer.from(JSON.stringify(isObject(parsed) ? parsed : { _json: parsed }), 'utf8');
  }
  if (payload.length > context.limits.maxPayloadBytes) {
    sendJson(res, 422, { errors: { payload: ['Payload size exceeds tenant limit'] } });
    return;
  }
  if (!rate.take()) {
    sendJson(res, 429, { message: 'You have exceeded your rate limit' });
    return;
  }
  const isPrivate = req.url.searchParams.get('private') === 'true';
  if (isPrivate && !(await canWrite(context.db, { topic, claims: caller.claims, headers: caller.headers }, 'broadcast'))) {
    sendJson(res, 403, { message: 'Unauthorized' });
    return;
  }
  context.registry.broadcast(topicKey(topic, isPrivate), {
    kind: 'user',
    broadcast: { event, encoding: binary ? 'binary' : 'json', body: payload },
  });
  sendEmpty(res, 202);
}

interface BatchMessage {
  id?: unknown;
  topic: string;
  event: string;
  payload: Payload;
  private: boolean;
}

async function broadcastBatch(
  context: RealtimeContext,
  req: ApiRequest,
  res: ServerResponse,
  caller: Caller,
  rate: RateWindow,
): Promise<void> {
  const parsed = parseJson(await req.body(BODY_LIMIT));
  const validated = validateBatch(isObject(parsed) ? parsed : {}, context.limits.maxPayloadBytes);
  if ('errors' in validated) {
    sendJson(res, 422, { errors: validated.errors });
    return;
  }
  if (rate.exhausted()) {
    sendJson(res, 429, { message: 'You have exceeded your rate limit' });
    return;
  }
  if (!rate.take(validated.messages.length)) {
    sendJson(res, 429, { message: 'Too many messages to broadcast, please reduce the batch size' });
    return;
  }
  const allowedPrivateTopics = new Map<string, boolean>();
  for (const message of validated.messages) {
    if (message.private) {
      let allowed = allowedPrivateTopics.get(message.topic);
      if (allowed === undefined) {
        allowed = await canWrite(context.db, { topic: message.topic, claims: caller.claims, headers: caller.headers }, 'broadcast');
        allowedPrivateTopics.set(message.topic, allowed);
      }
      // Hosted skips what the caller may not send to and still answers 202.
      if (!allowed) continue;
    }
    const payload: Payload = { payload: message.payload, event: message.event, type: 'broadcast' };
    if (message.id !== undefined && message.id !== null) payload.meta = { id: message.id };
    context.registry.broadcast(topicKey(message.topic, message.private), { kind: 'json', payload });
  }
  sendEmpty(res, 202);
}

/** Ecto's changeset errors for the batch, shaped as hosted renders them. */
function validateBatch(body: Payload, maxPayloadBytes: number): { messages: BatchMessage[] } | { errors: Payload } {
  if (body.messages === undefined || body.messages === null) return { errors: { messages: ["can't be blank"] } };
  if (!Array.isArray(body.messages) || body.messages.some((m) => !isObject(m))) return { errors: { messages: ['is invalid'] } };
  if (body.messages.length === 0) return { errors: { messages: ["can't be blank"] } };
  const perMessage = (body.messages as Payload[]).map((message) => {
    const errors: Record<string, string[]> = {};
    for (const field of ['topic', 'event'] as const) {
      if (message[field] === undefined || message[field] === null || message[field] === '') errors[field] = ["can't be blank"];
      else if (typeof message[field] !== 'string') errors[field] = ['is invalid'];
    }
    if (message.payload === undefined || message.payload === null) errors.payload = ["can't be blank"];
    else if (!isObject(message.payload)) errors.payload = ['is invalid'];
    else if (Buffer.byteLength(JSON.stringify(message.payload)) > maxPayloadBytes) errors.payload = ['Payload size exceeds tenant limit'];
    if (message.private !== undefined && message.private !== null && typeof message.private !== 'boolean') errors.private = ['is invalid'];
    return errors;
  });
  if (perMessage.some((errors) => Object.keys(errors).length > 0)) return { errors: { messages: perMessage } };
  return {
    messages: (body.messages as Payload[]).map((m) => ({
      id: m.id,
      topic: m.topic as string,
      event: m.event as string,
      payload: m.payload as Payload,
      private: m.private === true,
    })),
  };
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
