/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { AuthError, OAuthError, sendAuthError } from '../../auth/errors.ts';

function capture() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(buffer: Buffer) {
      sent.body = buffer.toString('utf8');
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

test('an error goes out in the 2024-01-01 envelope, with the legacy fields and both headers', () => {
  const { res, sent } = capture();
  sendAuthError(
    res,
    new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } }),
  );
  expect(sent.status).toBe(422);
  expect(sent.headers).toMatchObject({ 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': 'weak_password' });
  expect(JSON.parse(sent.body!)).toEqual({
    code: 'weak_password',
    message: 'Password should be at least 6 characters.',
    error_code: 'weak_password',
    msg: 'Password should be at least 6 characters.',
    weak_password: { reasons: ['length'] },
  });
});

test('OAuth-style errors are {error, error_description} with 400', () => {
  const { res, sent } = capture();
  sendAuthError(res, new OAuthError('invalid_request', 'refresh_token required'));
  expect(sent.status).toBe(400);
  expect(JSON.parse(sent.body!)).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
});
