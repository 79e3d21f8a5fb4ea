import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import type { ObjectRow } from './object-db.ts';
import { assetHeaders, missingFile, readableObject } from './object-read.ts';
import { renderImage } from './render-image.ts';
import { serveAsset } from './serve-object.ts';
import type { StorageContext } from './storage-context.ts';
import { parseTransform, transformationLabels, type TransformOptions } from './transform-options.ts';

/**
 * GET `/render/image/public/:bucket/*` (a public bucket, no JWT) and
 * `/render/image/authenticated/:bucket/*` (the caller's RLS, public bucket or not), as Storage's
 * `renderPublicImage` and `renderAuthenticatedImage` decide.
 */
export async function renderObject(
  ctx: StorageContext,
  req: ApiRequest,
  res: ServerResponse,
  bucketId: string,
  name: string,
  access: 'public' | 'rls',
) {
  const options = parseTransform(req.url.searchParams);
  const row = await readableObject(ctx, req, bucketId, name, access);
  await sendRendered(ctx, req, res, row, options);
}

/**
 * Sends a rendered image as Storage does: the original's ETag and Cache-Control (or Expires for
 * a signed URL), the applied transformations in `X-Transformations`, always a 200 (imgproxy
 * answers no conditional requests).
 */
export async function sendRendered(
  ctx: StorageContext,
  req: ApiRequest,
  res: ServerResponse,
  row: ObjectRow,
  options: TransformOptions,
  expires?: Date,
) {
  const headers = assetHeaders(row);
  const accept = options.format === 'origin' ? '' : (req.header('accept') ?? '');
  const key = `${row.bucket_id}/${row.name}|${headers.eTag}|${JSON.stringify(options)}|${/image\/webp/i.test(accept)}`;
  let rendered = ctx.renders.get(key);
  if (rendered === undefined) {
    const opened = await ctx.files.open(row.bucket_id, row.name);
    if (!opened) throw missingFile(row);
    const original = await opened.handle.readFile().finally(() => opened.handle.close());
    rendered = await renderImage(original, options, accept);
    ctx.renders.set(key, rendered);
  }
  await serveAsset(req, res, {
    ...headers,
    mimeType: rendered.mimeType,
    lastModified: null,
    body: rendered.bytes,
    varyAccept: true,
    transformations: transformationLabels(options),
    expires,
    conditional: false,
  });
}
