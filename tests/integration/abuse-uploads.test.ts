/**
 * Issue 31 §4: the console's photo upload checks who is asking before it reads a byte of the body,
 * and reads an admin's body as a stream that stops at the limit (413), never the whole of it.
 * Each request's body is a stream that counts what the route pulled from it.
 */
import { NextRequest } from 'next/server';
import { POST as photoRoute } from '@/app/api/admin/products/[id]/images/route';
import { NO_USER_LOGGED_IN } from '@/lib/auth/messages';
import { ADMINS_ONLY, TOO_LARGE } from '@/lib/http/messages';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { shopRequest } from './api-support';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const shop = setUpAdminConsole();

const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** A multipart body of `total` bytes, produced only as it is read; `read()` is how much was. */
function countedBody(total: number) {
  let read = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read >= total) return controller.close();
        const size = Math.min(CHUNK, total - read);
        read += size;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read: () => read };
}

async function upload(as: As, total: number, declared: boolean) {
  const body = countedBody(total);
  const base = shopRequest('/api/admin/products/4/images', { method: 'POST', jar: jarOf(as) });
  const headers = new Headers(base.headers);
  headers.set('content-type', 'multipart/form-data; boundary=----edge');
  if (declared) headers.set('content-length', String(total));
  const request = new NextRequest(base.url, { method: 'POST', headers, body: body.stream, duplex: 'half' } as ConstructorParameters<
    typeof NextRequest
  >[1]);
  const response = await withParams(photoRoute, { id: '4' })(request);
  return { status: response.status, body: (await response.json()) as { message: string }, headers: response.headers, read: body.read() };
}

test("a guest's or a shopper's 8 MB upload is refused before its body is read, with the security headers", async () => {
  const guest = await upload('guest', 8 * MB, true);
  expect([guest.status, guest.body.message]).toEqual([401, NO_USER_LOGGED_IN]);
  expect(guest.read).toBeLessThanOrEqual(CHUNK);
  expect(guest.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(guest.headers.get('x-frame-options')).toBe('DENY');

  const shopper = await upload((await signedUp()).jar, 8 * MB, false);
  expect([shopper.status, shopper.body.message]).toEqual([403, ADMINS_ONLY]);
  expect(shopper.read).toBeLessThanOrEqual(CHUNK);
});

test("an admin's upload past the limit is 413: unread when declared, read no further than the limit when not", async () => {
  const declared = await upload(shop.admin, 20 * MB, true);
  expect([declared.status, declared.body.message]).toEqual([413, TOO_LARGE]);
  expect(declared.read).toBeLessThanOrEqual(CHUNK);

  const chunked = await upload(shop.admin, 20 * MB, false);
  expect([chunked.status, chunked.body.message]).toEqual([413, TOO_LARGE]);
  expect(chunked.read).toBeGreaterThan(8 * MB);
  expect(chunked.read).toBeLessThanOrEqual(8 * MB + 3 * CHUNK);
});
