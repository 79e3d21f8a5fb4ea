import { detectImageFormat } from './content-checks.ts';
import { loadSharp, MAX_IMAGE_PIXELS } from './sharp.ts';
import { errors } from './storage-errors.ts';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

export interface RenderedImage {
  bytes: Buffer;
  mimeType: string;
  transformations: string[];
}

/** Storage's limits (IMAGE_TRANSFORMATION_LIMIT_MIN_SIZE / _MAX_SIZE) and imgproxy's default quality. */
const MIN_SIZE = 1;
const MAX_SIZE = 2000;
const DEFAULT_QUALITY = 80;
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;
/** Formats sharp both reads and writes; anything else is served untransformed. */
const OUTPUT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif', tiff: 'image/tiff' };

/** Parses the query of `/render/image/...` against Storage's `transformationOptionsSchema`. */
export function parseTransform(query: URLSearchParams): TransformOptions {
  const integer = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const raw = query.get(name);
    if (raw === null || raw === '') return undefined;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw errors.invalidRequest(`querystring/${name} must be integer`);
    if (value < min) throw errors.invalidRequest(`querystring/${name} must be >= ${min}`);
    if (value > max) throw errors.invalidRequest(`querystring/${name} must be <= ${max}`);
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const raw = query.get(name);
    if (raw === null || raw === '') return undefined;
    if (!allowed.includes(raw as T)) throw errors.invalidRequest(`querystring/${name} must be equal to one of the allowed values`);
    return raw as T;
  };
  const width = integer('width', 0);
  const height = integer('height', 0);
  return {
    width: width ? clamp(width) : undefined,
    height: height ? clamp(height) : undefined,
    resize: oneOf('resize', ['cover', 'contain', 'fill'] as const) ?? 'cover',
    format: oneOf('format', ['origin', 'avif', 'webp'] as const),
    quality: integer('quality', 20, 100),
  };
}

function clamp(size: number): number {
  return Math.min(Math.max(size, MIN_SIZE), MAX_SIZE);
}

/**
 * Resizes with sharp the way imgproxy does behind hosted Storage: no enlargement, EXIF rotation,
 * and, unless `format=origin`, WebP for a client whose Accept header allows it. Returns null when
 * the bytes are not an image sharp can write back (the original is served then).
 */
export async function renderImage(bytes: Buffer, options: TransformOptions, accept: string): Promise<RenderedImage | null> {
  const input = detectImageFormat(bytes);
  if (!input || !(input in OUTPUT_TYPES)) return null;
  const sharp = await loadSharp();
  if (!sharp) return null;
  const output = options.format === 'avif' || options.format === 'webp' ? options.format : options.format !== 'origin' && /image\/webp/i.test(accept) ? 'webp' : input;
  const quality = options.quality ?? DEFAULT_QUALITY;
  const transformations: string[] = [];
  let pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (options.width || options.height) {
    pipeline = pipeline.resize({ width: options.width, height: options.height, fit: FIT[options.resize], withoutEnlargement: true });
    if (options.height) transformations.push(`height:${options.height}`);
    if (options.width) transformations.push(`width:${options.width}`);
    transformations.push(`resizing_type:${FIT[options.resize]}`);
  }
  if (options.quality) transformations.push(`quality:${options.quality}`);
  if (output !== input) transformations.push(`format:${output}`);
  pipeline = pipeline.toFormat(output as 'jpeg', output === 'png' || output === 'gif' ? {} : { quality });
  try {
    return { bytes: await pipeline.toBuffer(), mimeType: OUTPUT_TYPES[output]!, transformations };
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw errors.invalidRequest('The source image resolution is too large to process');
    throw errors.invalidRequest('The source image is invalid or unsupported for rendering');
  }
}

/** Rendered images by object version and options, up to a byte budget (least recently used goes first). */
export class RenderCache {
  private readonly entries = new Map<string, RenderedImage | null>();
  private bytes = 0;

  constructor(
    private readonly budget = 64 * 1024 * 1024,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): RenderedImage | null | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: RenderedImage | null): void {
    const size = value?.bytes.length ?? 0;
    if (size > this.budget / 4) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous?.bytes.length ?? 0;
    }
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.budget && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue?.bytes.length ?? 0;
    }
  }
}
