import type { ServerResponse } from 'node:http';
import { sendJson, sendText, type SandboxContext, type SandboxHandler, type SandboxRequest } from '../http.ts';
import { SandboxDevices } from './devices.ts';
import { decryptPushMessage, UndecryptableMessage } from './encryption.ts';
import { checkVapid } from './vapid.ts';

const SEND_PATH = /^\/send\/([A-Za-z0-9_-]{1,64})$/;
const DEVICE_PATH = /^\/devices\/([A-Za-z0-9_-]{1,64})(\/messages)?$/;
/** RFC 8030 §7.2: a push service takes at least 4096 bytes of payload and may refuse more with 413. */
const MAX_MESSAGE_BYTES = 4096;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

/**
 * A Web Push service's stand-in (RFC 8030, 8291, 8292), checking what the shop sends as a browser's
 * push service would; its devices live in DATA_DIR/sandboxes/push/devices.json.
 * POST   /devices                {applicationServerKey?}: a new device, as PushManager.subscribe makes
 *                                one; answers the subscription {endpoint, expirationTime, keys}
 * POST   /send/{id}              the push service's endpoint: VAPID checked, payload decrypted and kept;
 *                                201 with Location
 * GET    /devices/{id}/messages  what the device received, decrypted, newest last
 * DELETE /devices/{id}           the device gone (the browser unsubscribed): its endpoint answers 410
 */
export function createPushSandbox({ dataDir, url, log }: SandboxContext): SandboxHandler {
  const devices = new SandboxDevices(dataDir);
  const audience = new URL(url).origin;
  return async (req: SandboxRequest, res: ServerResponse) => {
    const send = SEND_PATH.exec(req.path);
    if (send && req.method === 'POST') return receive(req, res, send[1]!);
    if (req.path === '/devices' && req.method === 'POST') return subscribe(req, res);
    const device = DEVICE_PATH.exec(req.path);
    if (device && req.method === 'GET' && device[2]) {
      const found = devices.find(device[1]!);
      return found ? sendJson(res, 200, { messages: found.messages }) : sendJson(res, 404, { message: 'No such device.' });
    }
    if (device && req.method === 'DELETE' && !device[2]) {
      return devices.remove(device[1]!) ? sendText(res, 204, '') : sendJson(res, 404, { message: 'No such device.' });
    }
    sendJson(res, 404, { message: 'Not found' });
  };

  async function subscribe(req: SandboxRequest, res: ServerResponse) {
    const text = await req.text();
    let body: { applicationServerKey?: unknown } = {};
    try {
      body = text.trim() ? (JSON.parse(text) as typeof body) : {};
    } catch {
      return sendJson(res, 400, { message: 'The body must be JSON.' });
    }
    const key = body.applicationServerKey;
    if (key !== undefined && (typeof key !== 'string' || !/^B[A-Za-z0-9_-]{86}$/.test(key)))
      return sendJson(res, 400, { message: 'applicationServerKey must be a base64url uncompressed P-256 public key.' });
    const device = devices.add(key ?? null);
    sendJson(res, 201, {
      endpoint: `${url}/send/${device.id}`,
      expirationTime: null,
      keys: { p256dh: device.keys.publicKey, auth: device.keys.auth },
    });
  }

  async function receive(req: SandboxRequest, res: ServerResponse, id: string) {
    const device = devices.find(id);
    // autopush and FCM answer 410 (Gone) for a subscription that ended.
    if (!device) return refuse(res, 410, 'No such subscription: it ended.');
    const vapid = checkVapid(req.header('authorization'), {
      audience,
      applicationServerKey: device.applicationServerKey,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!vapid.ok) return refuse(res, vapid.status, vapid.reason);
    const ttl = req.header('ttl');
    if (ttl === undefined || !/^\d{1,10}$/.test(ttl.trim())) return refuse(res, 400, 'A TTL header (seconds) is required (RFC 8030 §5.2).');
    const urgency = (req.header('urgency') ?? 'normal').trim().toLowerCase();
    if (!URGENCIES.has(urgency)) return refuse(res, 400, 'Urgency must be very-low, low, normal or high (RFC 8030 §5.3).');
    const topic = req.header('topic') ?? null;
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
      return refuse(res, 400, 'Topic must be at most 32 base64url characters (RFC 8030 §5.4).');
    if ((req.header('content-encoding') ?? '').trim().toLowerCase() !== 'aes128gcm')
      return refuse(res, 415, 'Content-Encoding must be aes128gcm (RFC 8291).');
    const body = await req.bytes();
    if (body.length > MAX_MESSAGE_BYTES) return refuse(res, 413, 'The message is larger than 4096 bytes.');
    let text: string;
    try {
      text = decryptPushMessage(body, device.keys).toString('utf8');
    } catch (error) {
      if (!(error instanceof UndecryptableMessage)) throw error;
      return refuse(res, 400, `The message could not be decrypted: ${error.message}.`);
    }
    const message = devices.receive(id, { ttl: Number(ttl), urgency, topic, text });
    if (!message) return refuse(res, 410, 'No such subscription: it ended.');
    log(`a message for device ${id.slice(0, 6)}… (${body.length} bytes, urgency ${urgency})`);
    res.writeHead(201, { Location: `${url}/messages/${message.id}`, TTL: String(message.ttl), 'Content-Length': 0 });
    res.end();
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/** A refusal in the shape of autopush's error answers ({code, error, message}; its errno left out). */
function refuse(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { code: status, error: REASONS[status] ?? 'Error', message });
}
