import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { errors } from './storage-errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  /** `metadata` of storage-js's upload options (the multipart field or the base64 `x-metadata` header). */
  userMetadata: Record<string, unknown> | undefined;
}

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Storage's cap on user metadata (MAX_CUSTOM_METADATA_SIZE). */
const MAX_USER_METADATA_BYTES = 1024 * 1024;
/** A value that can go back out as a response header: printable, no line breaks or other control characters. */
const HEADER_VALUE = /^[\x20-\x7e]*$/;

/**
 * Reads an upload the two ways storage-js sends one (supabase/storage `fileUploadFromRequest`):
 * multipart/form-data with the file in a part (storage-js names it ""), a `cacheControl` field in
 * seconds, optionally `contentType` and `metadata`; or the raw bytes with `Content-Type`,
 * `Cache-Control` and `x-metadata`.
 */
export async function readUpload(req: ApiRequest, maxSize: number): Promise<UploadedFile> {
  if (req.header('x-robots-tag') !== undefined) throw errors.notSupported('X-Robots-Tag');
  const contentType = req.header('content-type') ?? '';
  const multipart = contentType.startsWith('multipart/form-data');
  let body: Buffer;
  try {
    body = await req.body(multipart ? maxSize + MULTIPART_OVERHEAD : maxSize);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw errors.entityTooLarge();
    throw error;
  }
  const file = multipart ? await fromMultipart(contentType, body) : fromRaw(req, contentType, body);
  if (file.bytes.length > maxSize) throw errors.entityTooLarge();
  if (!HEADER_VALUE.test(file.mimeType)) throw errors.invalidMimeType(JSON.stringify(file.mimeType));
  if (!HEADER_VALUE.test(file.cacheControl)) throw errors.invalidRequest('Invalid cache-control value');
  return file;
}

function fromRaw(req: ApiRequest, contentType: string, body: Buffer): UploadedFile {
  const metadata = req.header('x-metadata');
  return {
    bytes: body,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: req.header('cache-control') ?? 'no-cache',
    userMetadata: metadata === undefined ? undefined : parseBase64Json(metadata),
  };
}

async function fromMultipart(contentType: string, body: Buffer): Promise<UploadedFile> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw errors.noContent();
  }
  let file: File | null = null;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.noContent();
  const cacheTime = textField(form, 'cacheControl');
  const metadata = textField(form, 'metadata') ?? textField(form, 'userMetadata');
  if (metadata !== undefined && Buffer.byteLength(metadata) > MAX_USER_METADATA_BYTES) {
    throw errors.entityTooLarge('The user_metadata exceeded the maximum allowed size');
  }
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType: textField(form, 'contentType') || file.type || 'application/octet-stream',
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: metadata === undefined ? undefined : parseJsonObject(metadata),
  };
}

function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** `x-metadata`: base64 of a JSON object; anything unreadable is ignored, as Storage ignores it. */
export function parseBase64Json(value: string): Record<string, unknown> | undefined {
  return parseJsonObject(Buffer.from(value, 'base64').toString('utf8'));
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
