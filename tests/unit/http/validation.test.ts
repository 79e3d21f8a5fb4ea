/** @jest-environment node */
import { z } from 'zod';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { BAD_REQUEST } from '@/lib/http/messages';
import { parseInput } from '@/lib/http/validation';
import { answered } from '../support/problem-answer';
import { EMAIL_REQUIRED, PASSWORD_TOO_SHORT, PHONE_INVALID, signupSchema } from '@/lib/auth/schemas';
import { QUANTITY_INVALID, placeOrderRequestSchema } from '@/lib/checkout/schema';

function refusal(run: () => unknown): ReturnType<typeof answered> {
  try {
    run();
  } catch (error) {
    return answered(error);
  }
  throw new Error('expected a refusal');
}

describe('zod issues → message and fieldErrors', () => {
  test('one message per field, the first rule that failed; the first issue is the message', () => {
    const error = refusal(() =>
      parseInput(signupSchema, {
        email: '',
        password: '123',
        phone: '12345',
        fullName: 'Ayesha Khan',
        address: 'House 12, Jutial',
        postalCode: '15100',
        cityId: 1,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      ok: false,
      message: EMAIL_REQUIRED,
      fieldErrors: { email: EMAIL_REQUIRED, password: PASSWORD_TOO_SHORT, phone: PHONE_INVALID },
    });
  });

  test('a nested field is reported under its own name; an issue about the whole input under "form"', () => {
    expect(
      toFieldErrors([
        { path: ['details', 'phone'], message: 'phone!' },
        { path: ['details', 'phone'], message: 'second' },
        { path: ['items', 0, 'quantity'], message: 'qty!' },
        { path: ['items', 1], message: 'line!' },
        { path: [], message: 'whole!' },
      ]),
    ).toEqual({ phone: 'phone!', quantity: 'qty!', items: 'line!', form: 'whole!' });
  });

  test('the order form: delivery details under their sign-up names, cart lines with their message', () => {
    const error = refusal(() => parseInput(placeOrderRequestSchema, { items: [{ variantId: 1, quantity: 0 }], details: { phone: '1' } }));
    expect(error.body.fieldErrors).toMatchObject({ quantity: QUANTITY_INVALID, phone: PHONE_INVALID, fullName: 'Full name is required' });
  });

  test.each([
    ['a string where a number belongs', { n: '5' }],
    ['null', { n: null }],
    ['an object', { n: { valueOf: 5 } }],
    ['an array', { n: [5] }],
    ['nothing', {}],
  ])('wrong types (%s) are a 400 with the schema message', (_what, value) => {
    const error = refusal(() => parseInput(z.object({ n: z.number({ error: 'n must be a number' }) }), value));
    expect(error.body).toEqual({ ok: false, message: 'n must be a number', fieldErrors: { n: 'n must be a number' } });
  });

  test('a schema that throws on odd input is still a 400, never a 5xx', () => {
    const fragile = z.object({ s: z.unknown().transform((value) => (value as string).toUpperCase()) });
    const error = refusal(() => parseInput(fragile, { s: 5 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(BAD_REQUEST);
  });

  test('valid input comes back parsed', () => {
    expect(parseInput(z.object({ n: z.coerce.number() }), { n: '5', extra: 1 })).toEqual({ n: 5 });
  });
});
