import { JwtSigner } from '../../jwt.ts';

test('a signed token verifies and a tampered one does not', () => {
  const signer = new JwtSigner('x'.repeat(40));
  const token = signer.sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 });
  expect(signer.verify(token)).toEqual({ ok: true, claims: expect.objectContaining({ role: 'anon' }) });
  expect(signer.verify(`${token.slice(0, -2)}xx`)).toEqual({ ok: false, reason: 'bad_signature' });
});
