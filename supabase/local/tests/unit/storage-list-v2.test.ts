/** @jest-environment node */
import { decodeCursor, delimitedByName, delimitedByTime, encodeCursor, parseListV2Request, withKey } from '../../storage/list-v2.ts';
import { objectRow } from '../support/object-rows.ts';
import { StorageError } from '../../storage/storage-errors.ts';

const row = (name: string, createdAt = '2026-01-01T00:00:00.000Z') => objectRow(name, createdAt);

/** Objects in byte order, as the database hands them to the listing. */
const rows = ['a.txt', 'a/x.txt', 'a/y/z.txt', 'b.txt', 'c/1.txt', 'c/2.txt', 'd.txt'].map((name) => row(name));
const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('parseListV2Request', () => {
  test('takes an empty body, and the options storage-js sends', () => {
    expect(parseListV2Request(undefined)).toEqual({
      prefix: '',
      limit: undefined,
      cursor: undefined,
      withDelimiter: false,
      sortBy: undefined,
    });
    expect(
      parseListV2Request({ prefix: 'a/', limit: 2, with_delimiter: true, sortBy: { column: 'created_at', order: 'desc' } }),
    ).toMatchObject({
      prefix: 'a/',
      limit: 2,
      withDelimiter: true,
      sortBy: { column: 'created_at', order: 'desc' },
    });
  });

  test("refuses what Storage's schema refuses, in ajv's words", () => {
    const message = (body: unknown) => {
      try {
        parseListV2Request(body);
      } catch (error) {
        return (error as StorageError).body();
      }
    };
    expect(message({ limit: 0 })).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: 'body/limit must be >= 1',
    });
    expect(message({ sortBy: { order: 'asc' } })?.message).toBe("body/sortBy must have required property 'column'");
    expect(message({ sortBy: { column: 'last_accessed_at' } })?.message).toBe(
      'body/sortBy/column must be equal to one of the allowed values',
    );
    expect(message({ with_delimiter: 'yes' })?.message).toBe('body/with_delimiter must be boolean');
  });
});

describe('cursors', () => {
  test("round-trip in Storage's format: base64 of one key:value line per field", () => {
    const token = encodeCursor({
      startAfter: 'a/x.txt',
      sortOrder: 'desc',
      sortColumn: 'created_at',
      sortColumnAfter: '2026-01-01T00:00:00.000Z',
    });
    expect(Buffer.from(token, 'base64').toString()).toBe('l:a/x.txt\no:desc\nc:created_at\na:2026-01-01T00:00:00.000Z');
    expect(decodeCursor(token)).toEqual({
      startAfter: 'a/x.txt',
      sortOrder: 'desc',
      sortColumn: 'created_at',
      sortColumnAfter: '2026-01-01T00:00:00.000Z',
    });
    expect(decodeCursor(encodeCursor({ startAfter: 'b' }))).toEqual({ startAfter: 'b', sortOrder: 'asc' });
  });

  test('a token that is not one is InvalidParameter', () => {
    expect(() => decodeCursor('not a cursor')).toThrow('Invalid Parameter continuation token');
    expect(() => decodeCursor(Buffer.from('x:1').toString('base64'))).toThrow(StorageError);
  });
});

describe('delimitedByName', () => {
  test('folds each folder into one row (name without its slash, id null) in byte order', () => {
    const listed = delimitedByName(rows, '', 'asc', '', 10);
    expect(names(listed)).toEqual(['a.txt', 'a', 'b.txt', 'c', 'd.txt']);
    expect(listed[1]).toEqual({ name: 'a', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  });

  test('below a prefix, descending, and resuming after a folder or an object', () => {
    expect(
      names(
        delimitedByName(
          rows.filter((r) => r.name.startsWith('a/')),
          'a/',
          'asc',
          '',
          10,
        ),
      ),
    ).toEqual(['a/x.txt', 'a/y']);
    expect(names(delimitedByName(rows, '', 'desc', '', 10))).toEqual(['d.txt', 'c', 'b.txt', 'a', 'a.txt']);
    expect(names(delimitedByName(rows, '', 'asc', 'a', 2))).toEqual(['b.txt', 'c']);
    expect(names(delimitedByName(rows, '', 'asc', 'b.txt', 10))).toEqual(['c', 'd.txt']);
    expect(names(delimitedByName(rows, '', 'desc', 'c', 10))).toEqual(['b.txt', 'a', 'a.txt']);
  });
});

describe('delimitedByTime', () => {
  const dated = [
    row('old.txt', '2026-01-01T00:00:00.000Z'),
    row('f/new.txt', '2026-03-01T00:00:00.000Z'),
    row('f/older.txt', '2026-02-01T00:00:00.000Z'),
    row('mid.txt', '2026-02-15T00:00:00.000Z'),
  ];

  test('dates a folder by its oldest object and orders by time, then name', () => {
    const listed = delimitedByTime(dated, '', 'created_at', 'asc', undefined, 10);
    expect(names(listed)).toEqual(['old.txt', 'f', 'mid.txt']);
    expect(listed[1]).toMatchObject({ id: null, created_at: '2026-02-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' });
    expect(names(delimitedByTime(dated, '', 'created_at', 'desc', undefined, 2))).toEqual(['mid.txt', 'f']);
  });

  test('resumes after the cursor on time and name', () => {
    const cursor = { startAfter: 'f', sortOrder: 'asc', sortColumn: 'created_at', sortColumnAfter: '2026-02-01T00:00:00.000Z' };
    expect(names(delimitedByTime(dated, '', 'created_at', 'asc', cursor, 10))).toEqual(['mid.txt']);
  });
});

test("withKey gives the name's part at the prefix's level, first", () => {
  expect(
    Object.keys(withKey({ name: 'a/y', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }, 2))[0],
  ).toBe('key');
  expect(withKey(row('a/x.txt'), 2).key).toBe('x.txt');
  expect(withKey(row('a.txt'), 1).key).toBe('a.txt');
});
