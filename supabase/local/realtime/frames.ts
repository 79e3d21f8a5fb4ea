/**
 * The two Phoenix serializers Realtime speaks. 1.0.0: JSON objects. 2.0.0: JSON arrays
 * `[join_ref, ref, topic, event, payload]`, plus binary frames for user broadcasts
 * (kind 3 from the client, kind 4 to the client), laid out as realtime-js encodes them.
 */
export type Vsn = '1.0.0' | '2.0.0';

export type Payload = Record<string, unknown>;

/** A broadcast whose payload travels as bytes: JSON text or raw binary, with optional metadata. */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  body: Buffer;
  metadata?: Payload;
}

export interface InboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** A JSON object, or a user broadcast when it came in a binary frame. */
  payload: Payload | UserBroadcast;
}

export interface OutboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Payload;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

export class FrameError extends Error {}

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return null;
}

export function isUserBroadcast(payload: InboundMessage['payload']): payload is UserBroadcast {
  return Buffer.isBuffer((payload as UserBroadcast).body);
}

export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): InboundMessage {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
    return decodeUserBroadcastPush(data);
  }
  const parsed: unknown = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new FrameError('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed;
    return checked({ joinRef: refText(joinRef), ref: refText(ref), topic, event, payload });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new FrameError('expected V1 object');
  const message = parsed as Record<string, unknown>;
  return checked({
    joinRef: refText(message.join_ref),
    ref: refText(message.ref),
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

function checked(message: {
  joinRef: string | null;
  ref: string | null;
  topic: unknown;
  event: unknown;
  payload: unknown;
}): InboundMessage {
  const { topic, event, payload } = message;
  if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
  const objectPayload = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Payload) : {};
  return { joinRef: message.joinRef, ref: message.ref, topic, event, payload: objectPayload };
}

function refText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

function decodeUserBroadcastPush(data: Buffer): InboundMessage {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6] === 0 ? 'binary' : 'json';
  let offset = 7;
  const [joinRef, ref, topic, event, metadata] = sizes.map((size) => {
    const part = data.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return part;
  }) as [string, string, string, string, string];
  if (offset > data.length) throw new FrameError('truncated binary frame');
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: {
      event,
      encoding,
      body: Buffer.from(data.subarray(offset)),
      metadata: metadata ? (JSON.parse(metadata) as Payload) : undefined,
    },
  };
}

export function encodeMessage(vsn: Vsn, message: OutboundMessage): string {
  if (vsn === '2.0.0') return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify({
    topic: message.topic,
    event: message.event,
    payload: message.payload,
    ref: message.ref,
    join_ref: message.joinRef,
  });
}

/**
 * A user broadcast for one subscriber: kind 4 binary frame on 2.0.0; on 1.0.0 the JSON broadcast
 * hosted converts it to, or null for a binary payload (1.0.0 cannot carry one, so hosted drops it).
 */
export function encodeUserBroadcast(vsn: Vsn, topic: string, broadcast: UserBroadcast): string | Buffer | null {
  if (vsn === '1.0.0') {
    if (broadcast.encoding !== 'json') return null;
    const payload: Payload = { event: broadcast.event, payload: JSON.parse(broadcast.body.toString('utf8')), type: 'broadcast' };
    if (broadcast.metadata) payload.meta = broadcast.metadata;
    return encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
  }
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  const metadataBytes = broadcast.metadata ? Buffer.from(JSON.stringify(broadcast.metadata), 'utf8') : Buffer.alloc(0);
  if (topicBytes.length > 255 || eventBytes.length > 255 || metadataBytes.length > 255) return null;
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metadataBytes.length,
    broadcast.encoding === 'json' ? 1 : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metadataBytes, broadcast.body]);
}
