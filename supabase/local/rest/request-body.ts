import type { ApiRequest } from '../http/request.ts';
import { invalidBody, notImplemented } from './errors.ts';
import { parsePayload, type Payload } from './payload.ts';

const BODY_LIMIT = 1024 * 1024;

/** A request body by its `Content-Type` (`ApiRequest/Payload.hs`): JSON, a form, or raw text/XML/bytes for RPC. */
export type RequestBody =
  | { kind: 'json'; payload: Payload; raw: string }
  | { kind: 'form'; args: [string, string][] }
  | { kind: 'raw'; media: 'text' | 'xml' | 'octet'; text: string; hex: string };

/**
 * Reads the body of a write (`rpc` false) or of `POST /rpc/fn`. JSON keeps its text for Postgres
 * (no precision lost); a form becomes string values; an RPC also takes text/plain, text/xml and
 * application/octet-stream whole, for a function with a single unnamed parameter of that type.
 */
export async function readRequestBody(req: ApiRequest, rpc: boolean, columns: string[] | null): Promise<RequestBody> {
  const header = req.header('content-type');
  const type = header === undefined ? 'application/json' : header.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type === '') {
    const text = await req.text(BODY_LIMIT);
    const body = rpc && text.trim() === '' ? '{}' : text;
    const payload = parsePayload(body, columns);
    return { kind: 'json', payload, raw: payload.isObject ? body : payload.json };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const args = [...new URLSearchParams(await req.text(BODY_LIMIT))];
    if (rpc) return { kind: 'form', args };
    const json = JSON.stringify(Object.fromEntries(args));
    const payload = parsePayload(json, columns);
    return { kind: 'json', payload, raw: payload.json };
  }
  if (type === 'text/csv') throw notImplemented('CSV request bodies are not supported by this backend; send JSON.');
  const raw = rpc ? ({ 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'octet' } as const)[type] : undefined;
  if (raw) {
    const bytes = await req.body(BODY_LIMIT);
    return { kind: 'raw', media: raw, text: bytes.toString('utf8'), hex: `\\x${bytes.toString('hex')}` };
  }
  throw invalidBody(`Content-Type not acceptable: ${header!.trim()}`);
}
