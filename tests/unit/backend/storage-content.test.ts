/** @jest-environment node */
import sharp from 'sharp';
import { checkAllowedMimeType, checkContent, detectImageFormat } from '@/supabase/local/storage/content-checks';
import { StorageError } from '@/supabase/local/storage/storage-errors';

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error instanceof StorageError ? error.body() : error;
  }
  return null;
}

const png = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#804020' } }).png().toBuffer();

describe('detectImageFormat', () => {
  test('recognises images by their magic bytes', async () => {
    const image = sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
    expect(detectImageFormat(await image.clone().png().toBuffer())).toBe('png');
    expect(detectImageFormat(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await image.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageFormat(await image.clone().gif().toBuffer())).toBe('gif');
    expect(detectImageFormat(await image.clone().avif().toBuffer())).toBe('avif');
    expect(detectImageFormat(Buffer.from('GIF89a......'))).toBe('gif');
  });

  test('is null for anything else', () => {
    expect(detectImageFormat(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(detectImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('checkContent', () => {
  test('accepts a real image with its own type, and plain files', async () => {
    await expect(checkContent('a.png', 'image/png', await png())).resolves.toBeUndefined();
    await expect(checkContent('notes.txt', 'text/plain;charset=UTF-8', Buffer.from('hello'))).resolves.toBeUndefined();
  });

  test('refuses bytes that do not match the image type or extension they claim', async () => {
    expect(await refusal(checkContent('a.png', 'image/png', Buffer.from('nope')))).toMatchObject({ statusCode: '415' });
    expect(await refusal(checkContent('a.jpg', 'image/jpeg', await png()))).toMatchObject({ statusCode: '415' });
    expect(await refusal(checkContent('a.jpg', 'text/plain', Buffer.from('<html>')))).toMatchObject({
      statusCode: '415',
      message: 'The file content does not match its .jpg extension',
    });
  });

  test('refuses markup a browser would run, by type or by extension', async () => {
    for (const [name, type] of [['x', 'image/svg+xml'], ['x', 'text/html; charset=utf-8'], ['x.svg', 'text/plain'], ['x.xhtml', 'application/octet-stream']]) {
      expect(await refusal(checkContent(name!, type!, Buffer.from('<svg/>')))).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    }
  });

  test('refuses a truncated image', async () => {
    const truncated = (await png()).subarray(0, 20);
    expect(await refusal(checkContent('a.png', 'image/png', truncated))).toMatchObject({ statusCode: '415' });
  });
});

describe('checkAllowedMimeType', () => {
  test('follows Storage: exact types and type/* wildcards; no list allows everything', () => {
    expect(() => checkAllowedMimeType('image/png', ['image/*'])).not.toThrow();
    expect(() => checkAllowedMimeType('image/png; q=1', ['image/png'])).not.toThrow();
    expect(() => checkAllowedMimeType('application/pdf', null)).not.toThrow();
    expect(() => checkAllowedMimeType('text/plain', ['image/*'])).toThrow('mime type text/plain is not supported');
    expect(() => checkAllowedMimeType('nonsense', ['image/*'])).toThrow(StorageError);
  });
});
