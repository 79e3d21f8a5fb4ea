/** @jest-environment node */
import { RestError } from '../../rest/errors.ts';
import { parsePrefer, preferenceApplied } from '../../rest/prefer.ts';
import { applyRangeHeader, parseQueryParams } from '../../rest/query-params.ts';
import { parseSelect } from '../../rest/select.ts';
import { thrownError } from '../support/thrown-error.ts';

const params = (query: string, rpcRead = false) => parseQueryParams(new URLSearchParams(query), rpcRead);

const failure = (fn: () => unknown) => thrownError(RestError, fn);

describe('select=', () => {
  test('columns, aliases, casts, JSON paths and embedded resources with hints', () => {
    expect(
      parseSelect('id,label:product_name,price::text,details->origin->>valley,variants:rest_product_variants!fk_v!inner(price,weight)'),
    ).toEqual([
      { kind: 'field', field: { name: 'id', json: [] }, alias: null, cast: null },
      { kind: 'field', field: { name: 'product_name', json: [] }, alias: 'label', cast: null },
      { kind: 'field', field: { name: 'price', json: [] }, alias: null, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'details',
          json: [
            { arrow: '->', key: 'origin', index: false },
            { arrow: '->>', key: 'valley', index: false },
          ],
        },
        alias: null,
        cast: null,
      },
      {
        kind: 'relation',
        name: 'rest_product_variants',
        alias: 'variants',
        hint: 'fk_v',
        join: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'price', json: [] }, alias: null, cast: null },
          { kind: 'field', field: { name: 'weight', json: [] }, alias: null, cast: null },
        ],
      },
    ]);
  });

  test('quoted names keep what SQL would need escaped; dashes stay inside names', () => {
    expect(parseSelect('"a,b(c)",first-name')).toMatchObject([{ field: { name: 'a,b(c)' } }, { field: { name: 'first-name' } }]);
    expect(parseSelect('"x\\"y"')).toMatchObject([{ field: { name: 'x"y' } }]);
  });

  test('broken grammar is PGRST100 naming the parameter and column; aggregates parse (db-aggregates-enabled decides later)', () => {
    const error = failure(() => parseSelect('id,(name'));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'PGRST100',
      '"failed to parse select parameter (id,(name)" (line 1, column 4)',
    ]);
    expect(failure(() => parseSelect('id;drop table x')).code).toBe('PGRST100');
    expect(parseSelect('price.sum()::int,total:count()')).toMatchObject([
      { field: { name: 'price' }, aggregate: 'sum', aggregateCast: 'int' },
      { field: { name: '*' }, aggregate: 'count', alias: 'total' },
    ]);
  });
});

describe('filters, logic trees, order and ranges', () => {
  test('operators with values taken verbatim, including dots, commas and quotes', () => {
    const { filters } = params(
      'a=eq.1.5&b=not.like.*x%2Cy*&c=in.(1,"a,b",x)&d=is.NULL&e=gte(any).{1,2}&f=fts(english).nuts&g=eq.O\'Hara;--',
    );
    expect(filters.map((f) => [f.filter.field.name, f.filter.negate, f.filter.operation])).toEqual([
      ['a', false, { kind: 'simple', op: 'eq', value: '1.5' }],
      ['b', true, { kind: 'simple', op: 'like', value: '*x,y*' }],
      ['c', false, { kind: 'in', values: ['1', 'a,b', 'x'] }],
      ['d', false, { kind: 'is', value: 'null' }],
      ['e', false, { kind: 'quant', op: 'gte', quant: 'any', value: '{1,2}' }],
      ['f', false, { kind: 'fts', op: 'fts', lang: 'english', value: 'nuts' }],
      ['g', false, { kind: 'simple', op: 'eq', value: "O'Hara;--" }],
    ]);
  });

  test('filters on embedded resources keep their path; repeated columns are all kept', () => {
    const { filters } = params('price=gte.1&price=lte.9&variants.stock=gt.0');
    expect(filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      ['', 'price'],
      ['', 'price'],
      ['variants', 'stock'],
    ]);
  });

  test('an unknown operator is PGRST100 like PostgREST words it', () => {
    const error = failure(() => params('id=foo.1'));
    expect(error.message).toBe('"failed to parse filter (foo.1)" (line 1, column 1)');
    expect(error.details).toBe('unexpected "f" expecting "not" or operator (eq, gt, ...)');
  });

  test('or/and trees, nested and negated, with quoted values', () => {
    const { logic } = params('or=(a.eq.1,and(b.gt.2,c.in.(3,4)),d.eq."x,y")&variants.not.and=(e.is.null)');
    expect(logic[0]).toMatchObject({ path: '', tree: { kind: 'expr', negate: false, op: 'or' } });
    const tree = logic[0]!.tree as { children: unknown[] };
    expect(tree.children).toHaveLength(3);
    expect(tree.children[2]).toMatchObject({ filter: { operation: { kind: 'simple', op: 'eq', value: 'x,y' } } });
    expect(logic[1]).toMatchObject({ path: 'variants', tree: { kind: 'expr', negate: true, op: 'and' } });
  });

  test('order terms, limit/offset per resource; GET rpc arguments are the values without an operator', () => {
    const q = params('order=a.desc.nullslast,b&variants.order=c.asc&limit=5&offset=10&variants.limit=2');
    expect(q.order.get('')).toEqual([
      { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'b', json: [] }, direction: null, nulls: null },
    ]);
    expect(q.ranges.get('')).toEqual({ offset: 10, limit: 5 });
    expect(q.ranges.get('variants')).toEqual({ offset: 0, limit: 2 });
    const rpc = params('a=5&b=hello&c=eq.1', true);
    expect([...rpc.rpcArgs]).toEqual([
      ['a', ['5']],
      ['b', ['hello']],
    ]);
    expect(rpc.filters).toHaveLength(1);
  });

  test('a negative limit and an inverted Range are 416 PGRST103', () => {
    expect(failure(() => params('limit=-1')).status).toBe(416);
    expect(applyRangeHeader({ offset: 0, limit: 100 }, '5-9')).toEqual({ offset: 5, limit: 5 });
    expect(applyRangeHeader(undefined, '3-')).toEqual({ offset: 3, limit: null });
    expect(failure(() => applyRangeHeader(undefined, '9-5')).code).toBe('PGRST103');
  });
});

describe('Prefer', () => {
  test('comma-joined values, first of each kind wins, unknown ones collected', () => {
    const prefs = parsePrefer('resolution=merge-duplicates, return=representation,count=exact, return=minimal, nonsense');
    expect(prefs).toEqual({ resolution: 'merge-duplicates', return: 'representation', count: 'exact', invalid: ['nonsense'] });
    expect(preferenceApplied(prefs)).toBe('resolution=merge-duplicates, return=representation, count=exact');
    expect(parsePrefer(undefined)).toEqual({ invalid: [] });
  });
});
