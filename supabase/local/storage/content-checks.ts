import { errors } from './storage-errors.ts';
import { loadSharp, MAX_IMAGE_PIXELS } from './sharp.ts';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'heic' | 'bmp' | 'ico' | 'tiff';

/** The MIME subtypes each real format may be declared as. */
const SUBTYPES: Record<ImageFormat, string[]> = {
  png: ['png', 'apng', 'x-png'],
  jpeg: ['jpeg', 'jpg', 'pjpeg'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif'],
  heic: ['heic', 'heif', 'heic-sequence', 'heif-sequence'],
  bmp: ['bmp', 'x-bmp', 'x-ms-bmp'],
  ico: ['x-icon', 'vnd.microsoft.icon', 'ico'],
  tiff: ['tiff', 'tif'],
};
const IMAGE_EXTENSIONS: Record<string, ImageFormat[]> = {
  png: ['png'], apng: ['png'], jpg: ['jpeg'], jpeg: ['jpeg'], jpe: ['jpeg'], jfif: ['jpeg'], gif: ['gif'], webp: ['webp'],
  avif: ['avif'], heic: ['heic'], heif: ['heic'], bmp: ['bmp'], ico: ['ico', 'png'], tif: ['tiff'], tiff: ['tiff'],
};
/** Documents a browser would run scripts in: never stored (ASVS 5.3.1). */
const ACTIVE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml', 'text/xsl', 'application/xslt+xml']);
const ACTIVE_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'xht', 'shtml', 'svg', 'svgz', 'xml', 'xsl', 'xslt']);
/** Formats sharp's prebuilt binaries decode, so their pixel count can be checked (not HEIC: no HEVC decoder). */
const DECODABLE = new Set<ImageFormat>(['png', 'jpeg', 'gif', 'webp', 'avif', 'tiff']);

/** Recognises an image by its first bytes; `null` for anything else. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) return 'heic';
  }
  if (bytes.length >= 2 && ascii(0, 2) === 'BM') return 'bmp';
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0) return 'ico';
  if (bytes.length >= 4 && ((ascii(0, 2) === 'II' && bytes[2] === 42 && bytes[3] === 0) || (ascii(0, 2) === 'MM' && bytes[2] === 0 && bytes[3] === 42))) {
    return 'tiff';
  }
  return null;
}

/** `image/png; charset=x` → `image/png`. */
export function mediaType(mimeType: string): string {
  return mimeType.split(';')[0]!.trim().toLowerCase();
}

function extensionOf(name: string): string {
  const file = name.slice(name.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
}

/**
 * ASVS 5.2.2 / 5.3.1: markup a browser would execute is refused; an object that claims to be an
 * image, by its MIME type or by its name, must be that image; and a decodable image may not have
 * more than MAX_IMAGE_PIXELS pixels (5.2.6, a decompression bomb).
 */
export async function checkContent(name: string, mimeType: string, bytes: Uint8Array): Promise<void> {
  const type = mediaType(mimeType);
  const extension = extensionOf(name);
  if (ACTIVE_TYPES.has(type) || ACTIVE_EXTENSIONS.has(extension)) {
    throw errors.invalidMimeType(`mime type ${type} is not supported: HTML, SVG and XML documents cannot be stored`);
  }
  const detected = detectImageFormat(bytes);
  if (type.startsWith('image/')) {
    if (!detected || !SUBTYPES[detected].includes(type.slice('image/'.length))) {
      throw errors.invalidMimeType(`The file content is not a valid ${type} image`);
    }
  }
  const byExtension = IMAGE_EXTENSIONS[extension];
  if (byExtension && (!detected || !byExtension.includes(detected))) {
    throw errors.invalidMimeType(`The file content does not match its .${extension} extension`);
  }
  if (detected && DECODABLE.has(detected)) await checkPixels(bytes, type);
}

async function checkPixels(bytes: Uint8Array, type: string): Promise<void> {
  const sharp = await loadSharp();
  if (!sharp) return;
  let width: number | undefined;
  let height: number | undefined;
  let pages = 1;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
    pages = meta.pages ?? 1;
  } catch {
    throw errors.invalidMimeType(`The file content is not a valid ${type} image`);
  }
  if (!width || !height) throw errors.invalidMimeType(`The file content is not a valid ${type} image`);
  if (width * height * pages > MAX_IMAGE_PIXELS) {
    throw errors.entityTooLarge(`The image exceeded the maximum allowed resolution of ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
}

/** Storage's rule for a bucket's `allowed_mime_types`: exact matches and `type/*` wildcards. */
export function checkAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mediaType(mimeType).split('/');
  if (!type || !subtype) throw errors.invalidMimeType(`mime type ${mimeType} is not supported`);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw errors.invalidMimeType(`mime type ${mimeType} is not supported`);
}
