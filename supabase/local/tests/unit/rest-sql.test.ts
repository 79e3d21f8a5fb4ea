/** @jest-environment node */
import { DatabaseError } from '../../db/database.ts';
import { fromDatabaseError, statusForSqlState } from '../../rest/errors.ts';
import { parsePayload } from '../../rest/payload.ts';
import { parseQueryParams } from '../../rest/query-params.ts';
import { bodySql, contentRange, negotiateMedia, readRange } from '../../rest/response.ts';
import { arrayLiteral, filterSql, logicSql, Params } from '../../rest/sql.ts';

const noColumns = () => undefined;

describe('SQL from filters: identifiers quoted, every value a bind parameter', () => {
  test('hostile values never reach the SQL text', () => {
    const hostile = "x'); drop table cities; --";
    const { filters } = parseQueryParams(new URLSearchParams({ ['"na\\"me"']: `eq.${hostile}`, tags: `in.("${hostile}","a\\"b")` }), false);
    const params = new Params();
    const sql = filters.map((f) => filterSql('"public"."t"', f.filter, noColumns, params));
    expect(sql).toEqual(['"public"."t"."na""me" = $1', '"public"."t"."tags" = ANY($2)']);
    expect(params.values[0]).toBe(hostile);
    expect(params.values[1]).toBe(arrayLiteral(["x'); drop table cities; --", 'a"b']));
    expect(sql.join(' ')).not.toContain('drop');
  });

  test('like/ilike take * for %; is takes only its keywords; JSON paths are parameters too', () => {
    const { filters, logic } = parseQueryParams(
      new URLSearchParams('name=ilike.*nut*&deleted=is.null&data->a->>b=eq.1&or=(x.lt.1,y.not.is.true)'),
      false,
    );
    const params = new Params();
    const json = (name: string) => (name === 'data' ? { name, type: 'jsonb', isJson: true, defaultSql: null } : undefined);
    expect(filters.map((f) => filterSql('t', f.filter, json, params))).toEqual([
      't."name" ILIKE $1',
      't."deleted" IS NULL',
      't."data"->$2->>$3 = $4',
    ]);
    expect(logicSql('t', logic[0]!.tree, noColumns, params)).toBe('(t."x" < $5 OR NOT t."y" IS TRUE)');
    expect(params.values).toEqual(['%nut%', 'a', 'b', '1', '1']);
  });

  test('an empty in-list matches nothing without a parameter', () => {
    const { filters } = parseQueryParams(new URLSearchParams('id=in.()'), false);
    expect(filterSql('t', filters[0]!.filter, noColumns, new Params())).toBe('t."id" = ANY(\'{}\')');
  });
});

describe('errors: SQLSTATE → HTTP as PostgREST maps it (contract B.4)', () => {
  test.each([
    ['23505', '', true, 409],
    ['23503', '', true, 409],
    ['25006', '', true, 405],
    ['P0001', '', true, 400],
    ['P0002', '', true, 500],
    ['PT402', '', true, 402],
    ['42P01', '', true, 404],
    ['42883', '', true, 404],
    ['42883', 'function xmlagg(text) does not exist', true, 406],
    ['42P17', '', true, 500],
    ['21000', 'UPDATE requires a WHERE clause', true, 400],
    ['21000', 'more than one row returned', true, 500],
    ['22023', 'role "x" does not exist', true, 401],
    ['22023', 'other', true, 400],
    ['08006', '', true, 503],
    ['53300', '', true, 503],
    ['53400', '', true, 500],
    ['57P01', '', true, 503],
    ['57014', '', true, 500],
    ['28000', '', true, 403],
    ['0P000', '', true, 403],
    ['40001', '', true, 500],
    ['XX000', '', true, 500],
    ['22P02', '', true, 400],
    ['23502', '', true, 400],
    ['42703', '', true, 400],
  ])('%s %s → %i', (code, message, authenticated, status) => {
    expect(statusForSqlState(code, message, authenticated)).toBe(status);
  });

  test('42501 is 401 with WWW-Authenticate for anon and 403 for a signed-in role', () => {
    const denied = new DatabaseError('permission denied for table x', '42501', null, null);
    const anon = fromDatabaseError(denied, false);
    expect([anon.status, anon.headers['WWW-Authenticate']]).toEqual([401, 'Bearer']);
    expect(fromDatabaseError(denied, true).status).toBe(403);
  });

  test('code, message, details and hint are forwarded as they are', () => {
    const raised = fromDatabaseError(new DatabaseError('Stock is too low', 'P0001', 'Only 2 left', 'Order fewer'), true);
    expect(raised.body).toEqual({ code: 'P0001', message: 'Stock is too low', details: 'Only 2 left', hint: 'Order fewer' });
  });

  test('RAISE SQLSTATE PGRST takes code, message, status and headers from its JSON', () => {
    const error = fromDatabaseError(
      new DatabaseError('{"code":"X1","message":"Nope"}', 'PGRST', '{"status":418,"headers":{"X-A":"b"}}', null),
      false,
    );
    expect([error.status, error.code, error.message, error.headers]).toEqual([418, 'X1', 'Nope', { 'X-A': 'b' }]);
    expect(fromDatabaseError(new DatabaseError('not json', 'PGRST', null, null), false).code).toBe('PGRST121');
  });
});

describe('payloads and responses', () => {
  test('objects become one-row arrays, arrays need the same keys unless columns= names them', () => {
    expect(parsePayload('{"a":1,"b":9007199254740993}', null)).toEqual({
      json: '[{"a":1,"b":9007199254740993}]',
      keys: ['a', 'b'],
      isObject: true,
    });
    expect(parsePayload('[{"a":1},{"a":2}]', null).keys).toEqual(['a']);
    expect(() => parsePayload('[{"a":1},{"b":2}]', null)).toThrow('All object keys must match');
    expect(parsePayload('[{"a":1},{"b":2}]', ['a', 'b']).keys).toEqual(['a', 'b']);
    expect(() => parsePayload('{"a":', null)).toThrow('Empty or invalid json');
    expect(parsePayload('[]', null)).toEqual({ json: '[]', keys: [], isObject: false });
  });

  test('Content-Range and status of reads (RangeQuery.hs)', () => {
    expect(contentRange(0, 9, null)).toBe('0-9/*');
    expect(contentRange(1, 0, 5)).toBe('*/5');
    expect(contentRange(0, 4, 0)).toBe('*/0');
    expect(readRange(0, 10, 42)).toEqual({ status: 206, range: '0-9/42' });
    expect(readRange(0, 42, 42)).toEqual({ status: 200, range: '0-41/42' });
    expect(() => readRange(50, 0, 42)).toThrow('Requested range not satisfiable');
  });

  test('Accept: arrays by default, one object for vnd.pgrst.object, 406 for what cannot be produced', () => {
    expect(negotiateMedia(undefined)).toEqual({ singular: false, stripNulls: false });
    expect(negotiateMedia('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ singular: true, stripNulls: true });
    expect(() => negotiateMedia('text/html')).toThrow('None of these media types are available: text/html');
    expect(bodySql({ singular: true, stripNulls: false })).toBe("coalesce(json_agg(_postgrest_t)->0, 'null')::text");
  });
});
