/** @jest-environment node */
import path from 'node:path';
import { checkBucketName, checkObjectName, objectFilePath, splitBucketPath } from '../../storage/object-names.ts';
import { refusal } from '../support/storage-refusal.ts';

const ROOT = path.resolve('/data/storage');

describe('object names', () => {
  test.each(['a.txt', 'nuts/almond 1.png', "folder/it's (1)!.jpg", 'a/b/c/d.e.f', '.hidden', 'x..y'])('%s is accepted', (name) => {
    expect(checkObjectName(name)).toBe(name);
  });

  test.each([
    ['', 'empty'],
    ['../x', 'parent segment'],
    ['a/../../x', 'parent segment in the middle'],
    ['a/./b', 'dot segment'],
    ['/etc/passwd', 'absolute path'],
    ['a//b', 'empty segment'],
    ['a/', 'trailing slash'],
    ['a\u0000b', 'NUL'],
    ['..\\..\\x', 'backslashes'],
    ['a/<script>', "characters outside Storage's set"],
    [`${'x'.repeat(256)}.txt`, 'a segment longer than a file name'],
    ['a/'.repeat(600), 'longer than 1024 characters'],
  ])('%j is refused (%s)', (name) => {
    expect(refusal(() => checkObjectName(name))).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  test.each(['..', '.', 'a/b', '', 'x'.repeat(101)])('bucket name %j is refused', (name) => {
    expect(refusal(() => checkBucketName(name))).toMatchObject({ code: 'InvalidBucketName', message: 'Bucket name invalid' });
  });
});

describe('file paths', () => {
  test('an object maps to a file inside its bucket directory', () => {
    expect(objectFilePath(ROOT, 'products', 'nuts/almond.png')).toBe(path.join(ROOT, 'products', 'nuts', 'almond.png'));
  });

  test('no bucket or object name leads outside the storage root', () => {
    expect(refusal(() => objectFilePath(ROOT, '..', 'etc/passwd'))).toMatchObject({ code: 'InvalidBucketName' });
    expect(refusal(() => objectFilePath(ROOT, 'products', '../../etc/passwd'))).toMatchObject({ code: 'InvalidKey' });
  });

  test('a route rest splits at the first slash', () => {
    expect(splitBucketPath('products/nuts/a.png')).toEqual({ bucket: 'products', name: 'nuts/a.png' });
    expect(splitBucketPath('products')).toBeNull();
    expect(splitBucketPath('products/')).toBeNull();
    expect(splitBucketPath('/a')).toBeNull();
  });
});
