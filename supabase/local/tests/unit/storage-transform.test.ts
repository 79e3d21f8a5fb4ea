/** @jest-environment node */
import { byteRange } from '../../storage/serve-object.ts';
import { StorageError } from '../../storage/storage-errors.ts';
import { parseTransform, transformationLabels, transformFromLabels } from '../../storage/transform-options.ts';

function message(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as StorageError).message;
  }
}

describe('parseTransform', () => {
  test("reads Storage's transformation options from a query string or a signed URL's body", () => {
    expect(parseTransform(new URLSearchParams('width=100&height=50&resize=contain&quality=75&format=origin&token=x'))).toEqual({
      width: 100,
      height: 50,
      resize: 'contain',
      quality: 75,
      format: 'origin',
    });
    expect(parseTransform({ width: '40', gravity: 'sm' }, 'body/transform')).toEqual({ width: 40, gravity: 'sm' });
  });

  test("refuses values outside Storage's schema", () => {
    expect(message(() => parseTransform(new URLSearchParams('quality=5')))).toBe('querystring/quality must be >= 20');
    expect(message(() => parseTransform(new URLSearchParams('width=wide')))).toBe('querystring/width must be integer');
    expect(message(() => parseTransform({ resize: 'crop' }, 'body/transform'))).toBe(
      'body/transform/resize must be equal to one of the allowed values',
    );
    expect(message(() => parseTransform(new URLSearchParams('gravity=fp&x_offset=0.5')))).toBe(
      "querystring must have required property 'y_offset'",
    );
  });
});

describe('transformation labels', () => {
  test("name imgproxy's instructions as Storage reports them, sizes clamped to 1..2000", () => {
    expect(transformationLabels({ width: 5000, height: 100, resize: 'contain', quality: 60, format: 'webp' })).toEqual([
      'height:100',
      'width:2000',
      'resizing_type:fit',
      'quality:60',
      'format:webp',
    ]);
    expect(transformationLabels({ width: 10, resize: 'fill', format: 'origin' })).toEqual(['width:10', 'resizing_type:force']);
    expect(transformationLabels({ quality: 50 })).toEqual(['quality:50']);
  });

  test("a signed URL's token keeps the resize name and reads back into the same options", () => {
    const labels = transformationLabels({ width: 120, height: 80, resize: 'cover', quality: 90 }, true).join(',');
    expect(labels).toBe('height:80,width:120,resize:cover,quality:90');
    expect(transformFromLabels(labels)).toEqual({ height: 80, width: 120, resize: 'cover', quality: 90 });
    expect(transformFromLabels('')).toEqual({});
  });
});

describe('byteRange', () => {
  test("serves one range as Storage's parseRangeHeader reads it", () => {
    expect(byteRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(byteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
  });

  test('is null for what cannot be served', () => {
    for (const header of ['bytes=10-12', 'bytes=5-2', 'bytes=-', 'items=0-1', 'bytes=0-1,3-4', 'bytes=-0'])
      expect(byteRange(header, 10)).toBeNull();
    expect(byteRange('bytes=0-0', 0)).toBeNull();
  });
});
