/** @jest-environment node */
import { RestError } from '../../rest/errors.ts';
import { closestName } from '../../rest/fuzzy.ts';
import { applyGucs } from '../../rest/guc-response.ts';
import { exceedsMaxAffected, parsePrefer, preferenceApplied } from '../../rest/prefer.ts';
import { negotiateMedia } from '../../rest/response.ts';
import { viewColumnOrigins } from '../../rest/view-columns.ts';
import { thrownError } from '../support/thrown-error.ts';

const failure = (run: () => unknown) => thrownError(RestError, run);

describe('Prefer: max-affected, timezone and tx as PostgREST reads them', () => {
  test('max-affected counts only with handling=strict; a value that is not an integer is no preference', () => {
    const strict = parsePrefer('handling=strict, max-affected=2');
    expect([exceedsMaxAffected(strict, 2), exceedsMaxAffected(strict, 3)]).toEqual([false, true]);
    expect(exceedsMaxAffected(parsePrefer('max-affected=2'), 3)).toBe(false);
    expect(parsePrefer('max-affected=two, max-affected=1').maxAffected).toBeUndefined();
    expect(preferenceApplied({ handling: 'strict', maxAffected: 2 })).toBe('handling=strict, max-affected=2');
    expect(preferenceApplied({ handling: 'lenient', maxAffected: 2 })).toBe('handling=lenient');
  });

  test('tx is read only when db-tx-end allows the override, but is never an invalid preference', () => {
    expect(parsePrefer('tx=rollback')).toEqual({ invalid: [] });
    expect(parsePrefer('tx=rollback', true)).toEqual({ tx: 'rollback', invalid: [] });
    expect(parsePrefer('timezone=Asia/Karachi, timezone=UTC').timezone).toBe('Asia/Karachi');
    expect(parsePrefer('params=single-object').invalid).toEqual(['params=single-object']);
  });
});

describe('Accept: the media types PostgREST offers', () => {
  test('CSV, GeoJSON and stripped nulls; q-values order the choice', () => {
    expect(negotiateMedia('text/csv')).toEqual({ singular: false, stripNulls: false, format: 'csv' });
    expect(negotiateMedia('text/html;q=0.9, text/csv;q=0.5')).toMatchObject({ format: 'csv' });
    expect(negotiateMedia('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ singular: false, stripNulls: true });
    expect(failure(() => negotiateMedia('application/*, text/plain;q=0.2')).message).toBe(
      'None of these media types are available: application/*, text/plain',
    );
  });

  test('EXPLAIN only with db-plan-enabled, named in the error as PostgREST prints it', () => {
    const accept = 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|analyze;';
    expect(negotiateMedia(accept, true)).toEqual({
      singular: true,
      stripNulls: false,
      plan: { format: 'json', options: ['analyze', 'verbose'] },
    });
    expect(failure(() => negotiateMedia(accept)).message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose',
    );
  });
});

describe('view column origins from pg_node_tree', () => {
  test("only the top query's target list counts; computed columns have no origin; escaped names stay whole", () => {
    const rule =
      '({QUERY :commandType 1 :rtable ({RANGETBLENTRY :subquery {QUERY :targetList ({TARGETENTRY :resno 1 :resorigtbl 99 :resorigcol 9 :resjunk false})}})' +
      ' :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :resorigtbl 16384 :resorigcol 1 :resjunk false}' +
      ' {TARGETENTRY :expr {FUNCEXPR :funcid 871 :args <>} :resno 2 :resname up\\ per :resorigtbl 0 :resorigcol 0 :resjunk false}' +
      ' {TARGETENTRY :expr {VAR :varno 2 :varattno 3} :resno 3 :resname "b\\(1\\)" :resorigtbl 16392 :resorigcol 3 :resjunk false}' +
      ' {TARGETENTRY :resno 4 :resname sortkey :resorigtbl 16392 :resorigcol 2 :resjunk true})})';
    expect([...viewColumnOrigins(rule)]).toEqual([
      [1, { rel: 16384, col: 1 }],
      [3, { rel: 16392, col: 3 }],
    ]);
    expect(viewColumnOrigins('<>').size).toBe(0);
  });
});

describe('hints and response settings', () => {
  test('"Perhaps you meant": the closest name above the score, none below it', () => {
    expect(closestName('rp_flims', ['rp_films', 'rp_actors'])).toBe('rp_films');
    expect(closestName('orders', ['rp_films', 'rp_actors'])).toBeNull();
    expect(closestName('(a, c)', ['()', '(a)', '(a, b)'], 0.33)).toBe('(a, b)');
  });

  test("response.headers wins over PostgREST's own headers; malformed settings are PGRST111/PGRST112", () => {
    const applied = applyGucs(
      { response_headers: '[{"content-type": "text/html"}, {"Set-Cookie": "a=1"}, {"Set-Cookie": "b=2"}]', response_status: '418' },
      200,
      { 'Content-Type': 'application/json', 'Content-Range': '0-0/*' },
    );
    expect(applied).toEqual({
      status: 418,
      headers: { 'Content-Range': '0-0/*', 'content-type': 'text/html', 'Set-Cookie': ['a=1', 'b=2'] },
    });
    expect(failure(() => applyGucs({ response_headers: '{"a": "b"}', response_status: null }, 200, {})).code).toBe('PGRST111');
    expect(failure(() => applyGucs({ response_headers: null, response_status: 'teapot' }, 200, {})).code).toBe('PGRST112');
  });
});
