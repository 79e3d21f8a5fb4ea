/** @jest-environment node */
import sharp from 'sharp';
import { detectImageFormat } from '../../storage/image-format.ts';
import { bucketMimeTypes, checkAllowedMimeType, isEmptyFolder } from '../../storage/mime-types.ts';
import { refusal } from '../support/storage-refusal.ts';

describe('checkAllowedMimeType', () => {
  test('follows Storage: the type as written against exact entries and type/* wildcards; no list allows everything', () => {
    expect(refusal(() => checkAllowedMimeType('image/png', ['image/*']))).toBeNull();
    expect(refusal(() => checkAllowedMimeType('image/png', ['image/jpeg', 'image/png']))).toBeNull();
    expect(refusal(() => checkAllowedMimeType('application/pdf', null))).toBeNull();
    expect(refusal(() => checkAllowedMimeType('application/pdf', []))).toBeNull();
    expect(refusal(() => checkAllowedMimeType('text/plain; charset=utf-8', ['text/plain; charset=utf-8']))).toBeNull();
  });

  test('parameters, case and spacing count, as in Storage', () => {
    expect(refusal(() => checkAllowedMimeType('text/plain; charset=utf-8', ['text/plain']))).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain; charset=utf-8 is not supported',
    });
    expect(refusal(() => checkAllowedMimeType('text/plain;charset=UTF-8', ['text/plain']))).toMatchObject({ statusCode: '415' });
    expect(refusal(() => checkAllowedMimeType('Image/PNG', ['image/png']))).toMatchObject({ statusCode: '415' });
    expect(refusal(() => checkAllowedMimeType('nonsense', ['image/*']))).toMatchObject({ message: 'mime type nonsense is not supported' });
  });
});

describe('bucketMimeTypes', () => {
  test("drops empty entries and takes Storage's forms, wildcards and a charset", () => {
    expect(bucketMimeTypes(['image/png', '', 'image/*', 'text/plain; charset=utf-8'])).toEqual([
      'image/png',
      'image/*',
      'text/plain; charset=utf-8',
    ]);
  });

  test('refuses anything else with InvalidMimeType', () => {
    expect(refusal(() => bucketMimeTypes(['image png']))).toMatchObject({
      statusCode: '415',
      message: 'mime type image png is not supported',
    });
    expect(refusal(() => bucketMimeTypes(['text/plain; q=1']))).toMatchObject({ statusCode: '415' });
  });
});

test('the Studio folder marker is recognised by its name', () => {
  expect(isEmptyFolder('photos/.emptyFolderPlaceholder')).toBe(true);
  expect(isEmptyFolder('photos/a.png')).toBe(false);
});

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
