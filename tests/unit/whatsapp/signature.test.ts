/** @jest-environment node */
/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret; anything else is refused. */
import { createHmac } from 'node:crypto';
import { secretsMatch, webhookSignature, webhookSignatureMatches } from '@/lib/providers/whatsapp/signature';

const SECRET = 'app-secret';
const BODY = '{"object":"whatsapp_business_account","entry":[]}';
const hmac = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

test('the signature is sha256= and the hex HMAC of the exact body', () => {
  expect(webhookSignature(BODY, SECRET)).toBe(`sha256=${hmac(BODY)}`);
  expect(webhookSignatureMatches(BODY, `sha256=${hmac(BODY)}`, SECRET)).toBe(true);
  expect(webhookSignatureMatches(BODY, `sha256=${hmac(BODY).toUpperCase()}`, SECRET)).toBe(true);
});

test('another body, another secret, a missing or malformed header do not match', () => {
  expect(webhookSignatureMatches(`${BODY} `, `sha256=${hmac(BODY)}`, SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, `sha256=${hmac(BODY, 'other')}`, SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, null, SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, '', SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, hmac(BODY), SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, `sha1=${hmac(BODY)}`, SECRET)).toBe(false);
  expect(webhookSignatureMatches(BODY, `sha256=${hmac(BODY).slice(2)}`, SECRET)).toBe(false);
});

test('the verify token is compared whatever the lengths', () => {
  expect(secretsMatch('token', 'token')).toBe(true);
  expect(secretsMatch('token', 'token-longer')).toBe(false);
  expect(secretsMatch('', 'token')).toBe(false);
});
