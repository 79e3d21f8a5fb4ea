import { detectImageFormat } from './image-format.ts';
import { loadSharp, MAX_IMAGE_PIXELS } from './sharp.ts';
import { errors } from './storage-errors.ts';
import type { TransformOptions } from './transform-options.ts';

export interface RenderedImage {
  bytes: Buffer;
  mimeType: string;
}

/** imgproxy's default quality behind Storage. */
const DEFAULT_QUALITY = 80;
const MIN_SIZE = 1;
const MAX_SIZE = 2000;
/** Storage's resize names as sharp fits (imgproxy fill, fit, force). */
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;
/** Sources sharp both reads and writes; anything else is refused as imgproxy refuses what it cannot read. */
const OUTPUT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
};
/** imgproxy's gravity types as sharp's crop positions ("sm", smart, is libvips's attention crop in both). */
const POSITION: Record<string, string> = {
  no: 'north',
  so: 'south',
  ea: 'east',
  we: 'west',
  noea: 'northeast',
  nowe: 'northwest',
  soea: 'southeast',
  sowe: 'southwest',
  ce: 'centre',
};

/**
 * Renders the way imgproxy does behind hosted Storage: no enlargement, EXIF rotation, and,
 * unless `format=origin`, WebP for a client whose Accept header allows it. A source that is not
 * an image sharp can read is refused with Storage's message; gravity offsets and focal points
 * are not supported (NotSupported, never a differently cropped image).
 */
export async function renderImage(bytes: Buffer, options: TransformOptions, accept: string): Promise<RenderedImage> {
  if (options.gravity === 'fp' || options.x_offset !== undefined || options.y_offset !== undefined)
    throw errors.notSupported('gravity offsets');
  const sharp = await loadSharp();
  if (!sharp) throw errors.notSupported('image transformation');
  const input = detectImageFormat(bytes);
  if (!input || !(input in OUTPUT_TYPES)) throw errors.invalidImage();
  const output =
    options.format === 'avif' || options.format === 'webp'
      ? options.format
      : options.format !== 'origin' && /image\/webp/i.test(accept)
        ? 'webp'
        : input;
  const clamp = (size: number | undefined) => (size ? Math.min(Math.max(size, MIN_SIZE), MAX_SIZE) : undefined);
  let pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (options.width || options.height) {
    const fit = FIT[options.resize ?? 'cover'] ?? 'cover';
    const position = options.gravity === 'sm' ? sharp.strategy.attention : options.gravity ? POSITION[options.gravity] : undefined;
    pipeline = pipeline.resize({ width: clamp(options.width), height: clamp(options.height), fit, position, withoutEnlargement: true });
  }
  const quality = options.quality ?? DEFAULT_QUALITY;
  pipeline = pipeline.toFormat(output as 'jpeg', output === 'png' || output === 'gif' ? {} : { quality });
  try {
    return { bytes: await pipeline.toBuffer(), mimeType: OUTPUT_TYPES[output]! };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw errors.invalidRequest('The source image resolution is too large to process');
    throw errors.invalidImage();
  }
}

/** Rendered images by object version and options, up to a byte budget (least recently used goes first). */
export class RenderCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(
    private readonly budget = 64 * 1024 * 1024,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: RenderedImage): void {
    const size = value.bytes.length;
    if (size > this.budget / 4) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous.bytes.length;
    }
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.budget && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.bytes.length;
    }
  }
}
