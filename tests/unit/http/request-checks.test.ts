/** @jest-environment node */
import { BAD_REQUEST, CROSS_SITE, TOO_LARGE } from '@/lib/http/messages';
import {
  assertSameSite,
  hasMalformedEncoding,
  isCrossSite,
  isJsonContentType,
  jsonDepth,
  MAX_JSON_DEPTH,
  parseJsonObject,
  readBodyText,
} from '@/lib/http/request-checks';
import { answered } from '../support/problem-answer';

const headers = (values: Record<string, string>) => new Headers({ host: 'shop.test', ...values });

/** The refusal a call throws, as the shop answers it: its status and message. */
async function refusal(run: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    const { status, message } = answered(error);
    return { status, message };
  }
  throw new Error('expected a refusal');
}

describe('same-site check', () => {
  test.each([
    ['no Origin (a non-browser client)', {}, false],
    ['our own Origin', { origin: 'http://shop.test' }, false],
    ['our Origin behind a proxy', { origin: 'https://gilgitdryfruits.pk', 'x-forwarded-host': 'gilgitdryfruits.pk' }, false],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }, false],
    ['another Origin', { origin: 'https://evil.example' }, true],
    ['another port', { origin: 'http://shop.test:8080' }, true],
    ['Sec-Fetch-Site: cross-site, even without Origin', { 'sec-fetch-site': 'cross-site' }, true],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }, true],
    ['a malformed Origin', { origin: 'http://[' }, true],
  ])('%s', (_what, values, cross) => {
    expect(isCrossSite(headers(values))).toBe(cross);
  });

  test('a cross-site request is a 403 with the one message', async () => {
    expect(await refusal(() => assertSameSite(headers({ origin: 'https://evil.example' })))).toEqual({ status: 403, message: CROSS_SITE });
  });
});

describe('content type', () => {
  test.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['text/plain', false],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
    ['application/json-patch+json', false],
    ['', false],
  ])('%p → %p', (value, accepted) => {
    expect(isJsonContentType(value)).toBe(accepted);
  });
  test('no header at all is not JSON', () => expect(isJsonContentType(null)).toBe(false));
});

describe('body limit, in bytes', () => {
  const post = (body: BodyInit | null, extra: Record<string, string> = {}) =>
    new Request('http://shop.test/api/x', { method: 'POST', body, headers: extra, duplex: 'half' } as RequestInit);

  test('a body up to the limit is read as text', async () => {
    await expect(readBodyText(post('{"a":1}'))).resolves.toBe('{"a":1}');
    await expect(readBodyText(post('x'.repeat(100)), 100)).resolves.toHaveLength(100);
    await expect(readBodyText(post(null))).resolves.toBe('');
  });

  test('the limit counts UTF-8 bytes, not characters', async () => {
    // 40 characters but 120 bytes: a character count would let it through.
    const euros = '€'.repeat(40);
    expect(new TextEncoder().encode(euros).byteLength).toBe(120);
    expect(await refusal(() => readBodyText(post(euros), 100))).toEqual({ status: 413, message: TOO_LARGE });
    // Exactly at the limit: 50 two-byte characters.
    const urdu = 'ک'.repeat(50);
    expect(new TextEncoder().encode(urdu).byteLength).toBe(100);
    await expect(readBodyText(post(urdu), 100)).resolves.toBe(urdu);
  });

  test('a declared Content-Length over the limit is refused before reading', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body must not be read');
      },
    });
    expect(await refusal(() => readBodyText(post(body, { 'content-length': '20000' })))).toEqual({ status: 413, message: TOO_LARGE });
  });

  test('a body that declares nothing (chunked) is cut off once it passes the limit', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    expect(await refusal(() => readBodyText(post(endless), 16 * 1024))).toEqual({ status: 413, message: TOO_LARGE });
    expect(sent).toBeLessThan(20 * 1024);
  });

  test('bytes that are not UTF-8 are a 400', async () => {
    expect(await refusal(() => readBodyText(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))))).toEqual({
      status: 400,
      message: BAD_REQUEST,
    });
  });
});

describe('JSON objects only', () => {
  test('an object is parsed', () => {
    expect(parseJsonObject('{"a":{"b":[1,2]}}')).toEqual({ a: { b: [1, 2] } });
  });

  test('a NUL in any string, which Postgres text cannot hold, is read as U+FFFD', () => {
    expect(parseJsonObject('{"note":"a\\u0000b","items":[{"sku":"\\u0000"}]}')).toEqual({ note: 'a\uFFFDb', items: [{ sku: '\uFFFD' }] });
  });

  test.each([
    ['malformed JSON', '{"a":'],
    ['an empty body', ''],
    ['an array', '[{"a":1}]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['nesting deeper than the limit', `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`],
    ['very deep nesting', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('%s is a 400', async (_what, text) => {
    expect(await refusal(() => parseJsonObject(text))).toEqual({ status: 400, message: BAD_REQUEST });
  });

  test('depth is counted without recursion', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(jsonDepth(deep)).toBe(100_000);
    expect(parseJsonObject(`{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`)).toBeDefined();
  });

  test('a __proto__ key stays a plain key', () => {
    const parsed = parseJsonObject('{"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

test.each([
  ['/api/orders/GDF-2611-ABCDEF', false],
  ['/api/orders/GDF%2D2611', false],
  ['/product/%D8%B4', false],
  ['/api/orders/%E0%A4%A', true],
  ['/api/orders/%', true],
  ['/api/orders/abc%zz', true],
])('percent-encoding of %p is broken: %p', (pathname, broken) => {
  expect(hasMalformedEncoding(pathname)).toBe(broken);
});
