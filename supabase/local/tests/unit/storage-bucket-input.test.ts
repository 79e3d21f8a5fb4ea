/** @jest-environment node */
import { parseBucketChanges, parseNewBucket } from '../../storage/bucket-input.ts';
import { StorageError } from '../../storage/storage-errors.ts';

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return (error as StorageError).body();
  }
  return null;
}

describe('parseNewBucket', () => {
  test('takes what storage-js createBucket sends, the id defaulting to the name', () => {
    expect(
      parseNewBucket({ id: 'photos', name: 'photos', public: true, file_size_limit: '1.5MB', allowed_mime_types: ['image/*', ''] }),
    ).toEqual({
      id: 'photos',
      name: 'photos',
      public: true,
      fileSizeLimit: 1_500_000,
      allowedMimeTypes: ['image/*'],
    });
    expect(parseNewBucket({ name: 'docs' })).toEqual({
      id: 'docs',
      name: 'docs',
      public: false,
      fileSizeLimit: undefined,
      allowedMimeTypes: undefined,
    });
  });

  test('reads sizes as Storage does: bytes, or decimal units to three significant digits', () => {
    expect(parseNewBucket({ name: 'a', file_size_limit: 1000 }).fileSizeLimit).toBe(1000);
    expect(parseNewBucket({ name: 'a', file_size_limit: '1.2345KB' }).fileSizeLimit).toBe(1230);
    expect(parseNewBucket({ name: 'a', file_size_limit: '20mb' }).fileSizeLimit).toBe(20_000_000);
    expect(parseNewBucket({ name: 'a', file_size_limit: null }).fileSizeLimit).toBeNull();
  });

  test("refuses in Storage's words", () => {
    expect(refusal(() => parseNewBucket({}))).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: "body must have required property 'name'",
    });
    expect(refusal(() => parseNewBucket({ name: ' padded ' }))).toEqual({
      statusCode: '400',
      code: 'InvalidBucketName',
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    });
    expect(refusal(() => parseNewBucket({ name: 'a/b' }))).toMatchObject({ code: 'InvalidBucketName' });
    expect(refusal(() => parseNewBucket({ name: 'a', file_size_limit: '20 MB' }))).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
    });
    expect(refusal(() => parseNewBucket({ name: 'a', file_size_limit: '1GB' }))).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(refusal(() => parseNewBucket({ name: 'a', allowed_mime_types: ['images'] }))).toMatchObject({
      statusCode: '415',
      message: 'mime type images is not supported',
    });
    expect(refusal(() => parseNewBucket({ name: 'a', type: 'ANALYTICS' }))).toMatchObject({ statusCode: '409', code: 'FeatureNotEnabled' });
  });
});

describe('parseBucketChanges', () => {
  test('takes any of public, file_size_limit and allowed_mime_types (null clears a limit)', () => {
    expect(parseBucketChanges({ id: 'a', name: 'a', public: true })).toEqual({
      public: true,
      fileSizeLimit: undefined,
      allowedMimeTypes: undefined,
    });
    expect(parseBucketChanges({ file_size_limit: null, allowed_mime_types: null })).toEqual({
      public: undefined,
      fileSizeLimit: null,
      allowedMimeTypes: null,
    });
  });

  test('refuses a body that changes nothing', () => {
    expect(refusal(() => parseBucketChanges({}))?.message).toBe('body must NOT have fewer than 1 properties');
    expect(refusal(() => parseBucketChanges({ id: 'a', name: 'a' }))?.message).toMatch(/must match a schema in anyOf$/);
  });
});
