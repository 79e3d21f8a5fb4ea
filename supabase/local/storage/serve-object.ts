import type { FileHandle } from 'node:fs/promises';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ApiRequest } from '../http/request.ts';
import { mediaType } from './content-checks.ts';

/** Types a browser would render as a document with scripts; served only as downloads. */
const ACTIVE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml']);

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
}

/**
 * Sends an object the way Storage's renderer does (`src/storage/renderer/renderer.ts`):
 * Content-Type, ETag, Last-Modified, Cache-Control from the upload, `X-Robots-Tag: none`,
 * `?download` as an attachment, and 304 when If-None-Match (or If-Modified-Since) still holds.
 * Every object also gets `nosniff` and a sandboxing CSP, so stored bytes can never run as a page
 * of this origin (ASVS 5.3.1).
 */
export async function serveAsset(req: ApiRequest, res: ServerResponse, asset: ServedAsset): Promise<void> {
  const headers: OutgoingHttpHeaders = {
    'Content-Type': asset.mimeType,
    ETag: asset.eTag,
    'Cache-Control': asset.cacheControl,
    'X-Robots-Tag': 'none',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (asset.lastModified && !Number.isNaN(asset.lastModified.getTime())) headers['Last-Modified'] = asset.lastModified.toUTCString();
  if (asset.varyAccept) headers.Vary = 'Accept';
  if (asset.transformations?.length) headers['X-Transformations'] = asset.transformations.join(',');
  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const encoded = encodeURIComponent(download);
    headers['Content-Disposition'] = download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
  } else if (ACTIVE_TYPES.has(mediaType(asset.mimeType))) {
    headers['Content-Disposition'] = 'attachment;';
  }

  const body = asset.body;
  if (notModified(req, asset) || req.method === 'HEAD') {
    if (!Buffer.isBuffer(body)) await body.handle.close();
    const status = req.method === 'HEAD' && !notModified(req, asset) ? 200 : 304;
    res.writeHead(status, status === 200 ? { ...headers, 'Content-Length': sizeOf(body) } : headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': sizeOf(body) });
  if (Buffer.isBuffer(body)) res.end(body);
  else await pipeline(body.handle.createReadStream(), res);
}

function sizeOf(body: ServedAsset['body']): number {
  return Buffer.isBuffer(body) ? body.length : body.size;
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
