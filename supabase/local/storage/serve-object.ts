import type { FileHandle } from 'node:fs/promises';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ApiRequest } from '../http/request.ts';
import { errors } from './storage-errors.ts';

export interface ServedAsset {
  mimeType: string;
  eTag: string;
  lastModified: Date | null;
  cacheControl: string;
  /** An open file (closed here once sent) or bytes already in memory. */
  body: { handle: FileHandle; size: number } | Buffer;
  /** Set when the response depends on the request's Accept header (image format negotiation). */
  varyAccept?: boolean;
  transformations?: string[];
  /** Signed URLs: the token's end as `Expires`, in place of Cache-Control. */
  expires?: Date;
  /** False for rendered images: Storage answers them with a 200 whatever the request's validators. */
  conditional?: boolean;
}

/** Storage's renderer serves HTML as text (`normalizeContentType`). */
function contentType(mimeType: string): string {
  return mimeType.includes('text/html') ? 'text/plain' : mimeType;
}

/**
 * Headers every object gets on top of Storage's own: `nosniff` and a sandboxing CSP, so stored
 * bytes never run as a page of the backend's origin (an SVG or HTML upload shows as inert content).
 */
const SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** What every answer with an object's body or metadata carries. */
function baseHeaders(asset: Pick<ServedAsset, 'mimeType' | 'eTag'>): OutgoingHttpHeaders {
  return {
    'Accept-Ranges': 'bytes',
    'Content-Type': contentType(asset.mimeType),
    ETag: asset.eTag,
    'X-Robots-Tag': 'none',
    ...SAFETY_HEADERS,
  };
}

/**
 * Sends an object the way Storage's renderer does (`src/storage/renderer/renderer.ts`):
 * Content-Type, ETag, Last-Modified, Cache-Control from the upload (with
 * `stale-while-revalidate=30` when the client's ETag is stale) or Expires for a signed URL,
 * `X-Robots-Tag: none`, `?download` as an attachment, 304 when If-None-Match (or
 * If-Modified-Since) still holds, and one byte range when asked for.
 */
export async function serveAsset(req: ApiRequest, res: ServerResponse, asset: ServedAsset): Promise<void> {
  const headers = baseHeaders(asset);
  if (asset.lastModified && !Number.isNaN(asset.lastModified.getTime())) headers['Last-Modified'] = asset.lastModified.toUTCString();
  if (asset.expires) headers.Expires = asset.expires.toUTCString();
  else {
    const clientTag = req.header('if-none-match');
    headers['Cache-Control'] =
      clientTag && clientTag !== asset.eTag ? `${asset.cacheControl}, stale-while-revalidate=30` : asset.cacheControl;
  }
  if (asset.varyAccept) headers.Vary = 'Accept';
  if (asset.transformations?.length) headers['X-Transformations'] = asset.transformations.join(',');
  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const encoded = encodeURIComponent(download);
    headers['Content-Disposition'] = download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
  }

  const body = asset.body;
  const size = Buffer.isBuffer(body) ? body.length : body.size;
  const close = async () => {
    if (!Buffer.isBuffer(body)) await body.handle.close();
  };
  if (asset.conditional !== false && notModified(req, asset)) {
    await close();
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const rangeHeader = Buffer.isBuffer(body) ? undefined : req.header('range');
  const range = rangeHeader === undefined ? { start: 0, end: size - 1 } : byteRange(rangeHeader, size);
  if (!range) {
    await close();
    throw errors.invalidRange();
  }
  const length = Math.max(range.end - range.start + 1, 0);
  if (rangeHeader !== undefined) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  res.writeHead(rangeHeader === undefined ? 200 : 206, { ...headers, 'Content-Length': length });
  if (req.method === 'HEAD' || length === 0) {
    await close();
    res.end();
  } else if (Buffer.isBuffer(body)) res.end(body);
  else await pipeline(body.handle.createReadStream({ start: range.start, end: range.end }), res);
}

/**
 * Storage's HEAD of an object (`HeadRenderer`): the stored metadata as headers, never a 304 or
 * a range, and `must-revalidate` added when the client's ETag is stale.
 */
export function serveHead(req: ApiRequest, res: ServerResponse, asset: Omit<ServedAsset, 'body'> & { size: number }): void {
  const clientTag = req.header('if-none-match');
  const headers: OutgoingHttpHeaders = {
    ...baseHeaders(asset),
    'Content-Length': asset.size,
    'Cache-Control': clientTag && clientTag !== asset.eTag ? `${asset.cacheControl}, must-revalidate` : asset.cacheControl,
  };
  if (asset.lastModified && !Number.isNaN(asset.lastModified.getTime())) headers['Last-Modified'] = asset.lastModified.toUTCString();
  res.writeHead(200, headers);
  res.end();
}

/** Storage's `parseRangeHeader`: one range, `bytes=a-b`, `bytes=a-` or `bytes=-n`; null when it cannot be served. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || size <= 0 || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) return null;
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return null;
  return { start, end: Math.min(end, size - 1) };
}

function notModified(req: ApiRequest, asset: ServedAsset): boolean {
  const ifNoneMatch = req.header('if-none-match');
  if (ifNoneMatch) {
    const wanted = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return wanted.includes('*') || wanted.includes(asset.eTag);
  }
  const ifModifiedSince = req.header('if-modified-since');
  if (ifModifiedSince && asset.lastModified) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(asset.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
