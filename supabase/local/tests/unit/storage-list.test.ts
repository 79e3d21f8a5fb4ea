/** @jest-environment node */
import { listLevel, parseListRequest } from '../../storage/list-objects.ts';
import { objectRow } from '../support/object-rows.ts';

const row = (name: string, createdAt = '2026-01-01T00:00:00+00:00') => objectRow(name, createdAt);

describe('parseListRequest', () => {
  test('takes storage-js defaults and makes the prefix a folder', () => {
    expect(parseListRequest({ prefix: 'nuts', limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } })).toEqual({
      prefix: 'nuts/',
      search: '',
      limit: 100,
      offset: 0,
      column: 'name',
      order: 'asc',
    });
    expect(parseListRequest({ prefix: '' })).toMatchObject({ prefix: '', limit: 100, offset: 0, column: 'name', order: 'asc' });
  });

  test.each([
    [null],
    [{}],
    [{ prefix: 'a', limit: 0 }],
    [{ prefix: 'a', offset: -1 }],
    [{ prefix: 'a', sortBy: { column: 'size' } }],
    [{ prefix: 'a', sortBy: { column: 'name', order: 'up' } }],
  ])('refuses %j', (body) => {
    expect(() => parseListRequest(body)).toThrow();
  });
});

describe('listLevel', () => {
  const rows = [
    row('shop/b.txt'),
    row('shop/A.txt'),
    row('shop/deep/x.txt'),
    row('shop/deep/y.txt'),
    row('shop/c.txt', '2025-01-01T00:00:00+00:00'),
  ];

  test('one level below the prefix, folders once with a null id, names relative, case-insensitive order', () => {
    const entries = listLevel(rows, parseListRequest({ prefix: 'shop' }));
    expect(entries.map((e) => [e.name, e.id])).toEqual([
      ['A.txt', 'id-shop/A.txt'],
      ['b.txt', 'id-shop/b.txt'],
      ['c.txt', 'id-shop/c.txt'],
      ['deep', null],
    ]);
  });

  test('limit and offset page through; a date sort puts folders first', () => {
    expect(listLevel(rows, parseListRequest({ prefix: 'shop', limit: 2, offset: 1 })).map((e) => e.name)).toEqual(['b.txt', 'c.txt']);
    expect(
      listLevel(rows, parseListRequest({ prefix: 'shop', sortBy: { column: 'created_at', order: 'asc' } })).map((e) => e.name),
    ).toEqual(['deep', 'c.txt', 'A.txt', 'b.txt']);
  });
});
