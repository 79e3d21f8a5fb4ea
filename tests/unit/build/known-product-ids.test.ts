/** @jest-environment node */
import {
  KnownProductIds,
  NOT_FOUND_PATH,
  productPathSegment,
  resolvedPathname,
  withProductGuard,
} from '../../../server/known-product-ids.mjs';

// Issue 15 §1: /product/<id> for an id that is no product is answered before rendering, so made-up
// ids cannot fill the page cache; a product added a moment ago is still found.
function setup(lists: number[][]) {
  let now = 0;
  const load = jest.fn(async () => {
    const next = lists.shift();
    if (!next) throw new Error('backend down');
    return next;
  });
  return { known: new KnownProductIds(load, 60_000, 5_000, () => now), load, tick: (ms: number) => void (now += ms) };
}

test('known ids pass, made-up ones do not, and a flood of them reads the list once per 5 s', async () => {
  const { known, load, tick } = setup([
    [1, 2, 3],
    [1, 2, 3],
    [1, 2, 3],
  ]);
  expect(await known.mayExist('2')).toBe(true);
  for (let id = 100; id < 500; id++) expect(await known.mayExist(String(id))).toBe(false);
  for (const odd of ['02', '2abc', 'abc', '%E0%A4%A', '2.0']) expect(await known.mayExist(odd)).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  tick(5_000);
  expect(await known.mayExist('999')).toBe(false);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a product added since the list was read is found by reading it again', async () => {
  const { known, tick } = setup([
    [1, 2],
    [1, 2, 7],
  ]);
  expect(await known.mayExist('1')).toBe(true);
  tick(5_000);
  expect(await known.mayExist('7')).toBe(true);
});

test('when the list cannot be read, every id passes and the page decides', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { known } = setup([]);
  expect(await known.mayExist('42')).toBe(true);
  error.mockRestore();
});

test('only /product/<one segment> is a product path', () => {
  expect(productPathSegment('/product/12')).toBe('12');
  expect(productPathSegment('/product/12?_rsc=x1')).toBe('12');
  expect(productPathSegment('/product/abc/')).toBe('abc');
  expect(productPathSegment('/product/1/2')).toBeNull();
  expect(productPathSegment('/products/1')).toBeNull();
});

// Issue 31 §1: the path is resolved once, as Next.js resolves it, before the guard looks at it.
test('dot segments, percent-encoded dots, repeated slashes and backslashes are resolved first', () => {
  for (const url of [
    '/product/./x',
    '/product/%2e/x',
    '/product/%2E%2e/product/x',
    '//product//x',
    '/product\\x',
    '/a/../product/x?_rsc=1',
  ])
    expect([url, productPathSegment(url)]).toEqual([url, 'x']);
  expect(resolvedPathname('/product/%E0%A4%A')).toBe('/product/%E0%A4%A');
  expect(resolvedPathname('/shop?q=/../x')).toBe('/shop');
  expect(productPathSegment('/product/..')).toBeNull();
});

test('the guard hands an unknown product page on as the 404 path, whatever the method or spelling, and leaves every other request alone', async () => {
  const { known } = setup([[12]]);
  const seen: string[] = [];
  const guarded = withProductGuard((req) => seen.push(`${req.method} ${req.url}`), known);
  const request = (method: string, url: string) => guarded({ method, url } as never, {} as never);
  await request('GET', '/product/12');
  await request('POST', '/product/./12');
  await request('GET', '/product/13?_rsc=1');
  await request('HEAD', '/product/012');
  await request('POST', '/product/13');
  await request('PUT', '/product/./13');
  await request('GET', '/product/%2e/13');
  await request('GET', '/shop');
  expect(seen).toEqual([
    'GET /product/12',
    'POST /product/./12',
    `GET ${NOT_FOUND_PATH}`,
    `HEAD ${NOT_FOUND_PATH}`,
    `POST ${NOT_FOUND_PATH}`,
    `PUT ${NOT_FOUND_PATH}`,
    `GET ${NOT_FOUND_PATH}`,
    'GET /shop',
  ]);
});
