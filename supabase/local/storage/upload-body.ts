import { PayloadTooLargeError, type ApiRequest } from '../http/request.ts';
import { errors } from './storage-errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
}

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MIME_TYPE = /^[A-Za-z0-9][\w.+-]*\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/;
const HEADER_VALUE = /^[\x20-\x7e]{1,255}$/;

/**
 * Reads an upload the two ways storage-js sends one (supabase/storage `src/storage/uploader.ts`):
 * multipart/form-data with the file in a part (storage-js names it ""), a `cacheControl` field in
 * seconds and optionally `contentType`; or the raw bytes with `Content-Type` and `Cache-Control`.
 */
export async function readUpload(req: ApiRequest, maxSize: number): Promise<UploadedFile> {
  const contentType = req.header('content-type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  let body: Buffer;
  try {
    body = await req.body(multipart ? maxSize + MULTIPART_OVERHEAD : maxSize);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw errors.entityTooLarge();
    throw error;
  }
  const file = multipart ? await fromMultipart(contentType, body) : fromRaw(req, contentType, body);
  if (file.bytes.length > maxSize) throw errors.entityTooLarge();
  if (!MIME_TYPE.test(file.mimeType) || file.mimeType.length > 255) throw errors.invalidMimeType(`mime type ${file.mimeType} is not supported`);
  if (!HEADER_VALUE.test(file.cacheControl)) throw errors.invalidRequest('Invalid cache-control value');
  return file;
}

function fromRaw(req: ApiRequest, contentType: string, body: Buffer): UploadedFile {
  return {
    bytes: body,
    mimeType: contentType.trim() || 'application/octet-stream',
    cacheControl: req.header('cache-control')?.trim() || 'no-cache',
  };
}

async function fromMultipart(contentType: string, body: Buffer): Promise<UploadedFile> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw errors.invalidRequest('No content provided');
  }
  let file: File | null = null;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.invalidRequest('No content provided');
  const cacheTime = stringField(form, 'cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType: stringField(form, 'contentType') || file.type || 'application/octet-stream',
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
  };
}

function stringField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
