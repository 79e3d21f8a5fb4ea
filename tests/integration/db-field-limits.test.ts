// One rule per field: the shop's zod schemas and the database refuse the same values, with the same
// words where the database words them. The same raw values go to both sides: the checkout form's
// schema and place_order (which guests may also call directly through the API), the profile schema
// and the profiles table, the review and contact schemas and their tables. A limit changed on one
// side only fails here. On PGlite and on PostgreSQL.
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  CITY_INVALID,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  profileSchema,
  validate,
  type FieldErrors,
} from '@/lib/auth/schemas';
import { isIdempotencyKey } from '@/lib/checkout/idempotency';
import {
  cartLinesSchema,
  checkoutDetailsSchema,
  COUPON_CODE_MAX_LENGTH,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  NOTES_MAX_LENGTH,
  quoteRequestSchema,
  TOWN_MAX_LENGTH,
  TOWN_MIN_LENGTH,
} from '@/lib/checkout/schema';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from '@/lib/contact/messages';
import { contactInputSchema } from '@/lib/contact/schema';
import { cleanText } from '@/lib/format/text';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { MAX_RATING, MIN_RATING, REVIEW_TEXT_MAX, REVIEWER_NAME_MAX } from '@/lib/testimonials/messages';
import { testimonialInputSchema } from '@/lib/testimonials/schema';
import { createVariant, newKey, trustPhone } from '../fixtures/db/orders';
import { ANON, createUser, type PgError, queryAs, rpcAs, setUpMigratedDatabase, type UserCaller } from '../fixtures/db/sql';
import { FILL_BANK_ACCOUNT_SQL } from '../support/shop-settings';

const t = setUpMigratedDatabase();
let variant: number;
beforeAll(async () => {
  await t.db.query(FILL_BANK_ACCOUNT_SQL);
  variant = await createVariant(t.db, { stock: 100_000, price: 500 });
  // Every boundary value is a guest order from one phone: a regular customer's, so the limits on
  // new phones (abuse-guest-orders.test.ts) do not stop the comparison.
  await trustPhone(t.db);
});

type Outcome<T> = { ok: true; value: T } | { ok: false; error: PgError };
async function attempt<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error: error as PgError };
  }
}

const GUEST_CONTACT = {
  full_name: 'Sana Baig',
  phone: '0355-1234567',
  email: 'sana@example.pk',
  address: 'House 4, Jutial',
  postal_code: '15100',
  city_id: 1,
};

/** place_order called by a guest with GUEST_CONTACT and `args`, its outcome caught. */
function attemptGuestOrder(args: Record<string, unknown>) {
  return attempt(() => rpcAs(t.db, ANON, 'place_order', { contact: GUEST_CONTACT, ...args }));
}

const NAME_100 = 'Muhammad Ali Khan '.repeat(6).slice(0, 100);

describe('checkout details: the form (checkoutDetailsSchema) and place_order', () => {
  const VALID = {
    email: 'sana.baig@example.pk',
    fullName: 'Sana Baig',
    phone: '0355-1234567',
    address: 'House 4, Jamaat Khana road, Jutial',
    postalCode: '15100',
    cityId: 1,
    town: null,
    notes: '',
  };
  const COLUMN = {
    fullName: 'full_name',
    phone: 'phone',
    email: 'email',
    address: 'address',
    postalCode: 'postal_code',
    cityId: 'city_id',
    town: 'town',
    notes: 'notes',
  } as const;
  type Field = keyof typeof COLUMN;

  function contactOf(details: Record<Field, unknown>) {
    return Object.fromEntries(Object.entries(COLUMN).map(([field, column]) => [column, details[field as Field]]));
  }

  async function placeWith(details: Record<Field, unknown>) {
    return attempt(() =>
      rpcAs<{ id: string }>(t.db, ANON, 'place_order', {
        items: [{ variant_id: variant, quantity: 1 }],
        contact: contactOf(details),
        shipping_method: 'leopard',
        payment_method: 'cod',
        idempotency_key: newKey('limits'),
      }),
    );
  }

  async function stored(orderId: string) {
    const { rows } = await t.db.query<Record<string, string | number | null>>(
      'select full_name, phone, email, address, postal_code, city_id, town, notes from public.orders where id = $1',
      [orderId],
    );
    return rows[0]!;
  }

  /** The form's verdict and place_order's on one raw value: both accept (storing what the form makes of it), or both refuse in the same words. */
  async function compare(field: Field, value: unknown) {
    const details = { ...VALID, [field]: value };
    const form = validate(checkoutDetailsSchema, details);
    const database = await placeWith(details);
    const column = COLUMN[field];
    if (form.ok && field === 'cityId' && !database.ok && database.error.detail === 'city_not_found') {
      // A well-formed id that is not on the list: the form cannot know the list; the routes that
      // check it (lib/profile/city-check) and place_order say the same.
      expect(database.error.message).toBe(CITY_INVALID);
      return CITY_INVALID;
    }
    if (form.ok) {
      if (!database.ok)
        throw new Error(
          `${field} ${JSON.stringify(value)}: the form accepts it, place_order says ${database.error.detail}: ${database.error.message}`,
        );
      const data = form.data as Record<Field, unknown>;
      const expected = field === 'notes' ? data.notes || null : data[field];
      expect({ field, value, stored: (await stored(database.value.id))[column] }).toEqual({ field, value, stored: expected });
      // The route sends the form's output, which place_order takes as it is.
      expect((await placeWith(form.data as Record<Field, unknown>)).ok).toBe(true);
    } else {
      const message = (form.fieldErrors as FieldErrors)[field];
      if (database.ok) throw new Error(`${field} ${JSON.stringify(value)}: the form says "${message}", place_order accepts it`);
      expect({
        field,
        value,
        detail: database.error.detail,
        hint: JSON.parse(database.error.hint ?? '{}') as unknown,
        message: database.error.message,
      }).toEqual({
        field,
        value,
        detail: field === 'cityId' && message === CITY_INVALID ? 'city_not_found' : 'invalid_contact',
        hint: { field: column },
        message,
      });
    }
    return form.ok ? null : (form.fieldErrors as FieldErrors)[field];
  }

  test('the issue: a 120-character name is refused by the form with the same message place_order gives', async () => {
    const name = 'Muhammad '.repeat(14).slice(0, 120);
    expect(name).toHaveLength(120);
    expect(await compare('fullName', name)).toBe(`Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);
  });

  const cases: [Field, unknown][] = [
    ['fullName', ''],
    ['fullName', '   '],
    ['fullName', 42],
    ['fullName', 'A'.repeat(FULL_NAME_MIN_LENGTH - 1)],
    ['fullName', 'Al'.slice(0, FULL_NAME_MIN_LENGTH)],
    ['fullName', ' A '],
    ['fullName', 'A  B'],
    ['fullName', NAME_100],
    ['fullName', `${NAME_100}x`],
    ['fullName', ` ${NAME_100} `],
    ['fullName', ' Sana \t\n Baig\u00a0\u3000Khan '],
    ['fullName', 'ع'.repeat(FULL_NAME_MAX_LENGTH)],
    ['fullName', '😀'.repeat(FULL_NAME_MAX_LENGTH)],
    ['fullName', '😀'.repeat(FULL_NAME_MAX_LENGTH + 1)],
    ['phone', ''],
    ['phone', ' \t '],
    ['phone', 3551234567],
    ['phone', '0355-1234567'],
    ['phone', ' +92 355 1234567 '],
    ['phone', '923551234567'],
    ['phone', '0092-355-1234567'],
    ['phone', '0355\u00a01234567'],
    ['phone', '(0355) 1234567'],
    ['phone', '0355.1234567'],
    ['phone', '05811-920000'],
    ['phone', '+92 300 12345678'],
    ['phone', '+44 20 7946 0958'],
    ['address', ''],
    ['address', 'x'.repeat(ADDRESS_MIN_LENGTH - 1)],
    ['address', 'x'.repeat(ADDRESS_MIN_LENGTH)],
    ['address', 'a  b  c'],
    ['address', 'House 4\n\nJutial, Gilgit'],
    ['address', 'x'.repeat(ADDRESS_MAX_LENGTH)],
    ['address', 'x'.repeat(ADDRESS_MAX_LENGTH + 1)],
    ['address', '😀'.repeat(ADDRESS_MAX_LENGTH)],
    ['postalCode', ''],
    ['postalCode', '1510'],
    ['postalCode', '15100'],
    ['postalCode', ' 15100 '],
    ['postalCode', '151000'],
    ['postalCode', '15 100'],
    ['postalCode', '１５１００'],
    ['cityId', null],
    ['cityId', ''],
    ['cityId', ' '],
    ['cityId', 0],
    ['cityId', 1.5],
    ['cityId', 'Gilg'],
    ['cityId', '1'],
    ['cityId', 999999],
    // A guest may leave the e-mail out (issue 18: checkout by phone); anything sent must be an address.
    ['email', ''],
    ['email', '   '],
    ['email', null],
    ['email', 42],
    ['email', 'a@b.co'],
    ['email', ' Amina.Khan@Example.PK '],
    ['email', 'amina'],
    ['email', 'amina@example'],
    ['email', '@example.com'],
    ['email', 'amina @example.com'],
    ['email', 'amina@example..com'],
    ['email', 'amina@.example.com'],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 4)}.com`],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 3)}.com`],
    // "My town is not listed": null is no town; anything else is a town of 2 to 60 characters.
    ['town', null],
    ['town', ''],
    ['town', '  '],
    ['town', 42],
    ['town', 'M'],
    ['town', 'Mo'.slice(0, TOWN_MIN_LENGTH)],
    ['town', ' M '],
    ['town', '  Mandra \t Chowk '],
    ['town', 'x'.repeat(TOWN_MAX_LENGTH)],
    ['town', 'x'.repeat(TOWN_MAX_LENGTH + 1)],
    ['town', 'ع'.repeat(TOWN_MAX_LENGTH)],
    ['town', '😀'.repeat(TOWN_MAX_LENGTH)],
    ['town', '😀'.repeat(TOWN_MAX_LENGTH + 1)],
    ['notes', ''],
    ['notes', '  '],
    ['notes', 'Call before\n\ncoming, please'],
    ['notes', 'x'.repeat(NOTES_MAX_LENGTH)],
    ['notes', 'x'.repeat(NOTES_MAX_LENGTH + 1)],
    ['notes', ` ${'x'.repeat(NOTES_MAX_LENGTH)} `],
  ];
  test.each(cases)('%s %j', async (field, value) => {
    await compare(field, value);
  });

  test('the boundary values really are on both sides of a limit', async () => {
    expect(await compare('fullName', 'A')).toBe(`Full name must be at least ${FULL_NAME_MIN_LENGTH} characters`);
    expect(await compare('fullName', `${NAME_100}x`)).toBe(`Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);
    expect(await compare('address', 'Home')).toBe(`Address must be at least ${ADDRESS_MIN_LENGTH} characters`);
    expect(await compare('address', 'x'.repeat(ADDRESS_MAX_LENGTH + 1))).toBe(`Address must be at most ${ADDRESS_MAX_LENGTH} characters`);
    expect(await compare('notes', 'x'.repeat(NOTES_MAX_LENGTH + 1))).toBe(`Delivery notes can be at most ${NOTES_MAX_LENGTH} characters`);
    expect(await compare('cityId', 999999)).toBe(CITY_INVALID);
    expect(await compare('town', 'M')).toBe(`Town must be at least ${TOWN_MIN_LENGTH} characters`);
    expect(await compare('town', 'x'.repeat(TOWN_MAX_LENGTH + 1))).toBe(`Town must be at most ${TOWN_MAX_LENGTH} characters`);
    expect(await compare('town', '')).toBe('Please enter your town');
    expect(await compare('email', 'amina')).toBe('Please enter a valid email address');
    for (const [field, value] of [
      ['fullName', NAME_100],
      ['address', 'x'.repeat(ADDRESS_MAX_LENGTH)],
      ['notes', 'x'.repeat(NOTES_MAX_LENGTH)],
      ['town', 'x'.repeat(TOWN_MIN_LENGTH)],
      ['town', 'x'.repeat(TOWN_MAX_LENGTH)],
      ['email', ''],
    ] as const) {
      expect(await compare(field, value)).toBeNull();
    }
  });

  test("a signed-in shopper who sends no e-mail keeps the account's address; one who sends one, that one", async () => {
    const account = `Member.${Date.now()}@Example.PK`;
    const user = await createUser(t.db, { email: account });
    const placeAs = (email: unknown) =>
      rpcAs<{ id: string }>(t.db, user, 'place_order', {
        items: [{ variant_id: variant, quantity: 1 }],
        contact: contactOf({ ...VALID, email }),
        idempotency_key: newKey('member'),
      });
    expect((await stored((await placeAs('')).id)).email).toBe(account.toLowerCase());
    expect((await stored((await placeAs(null)).id)).email).toBe(account.toLowerCase());
    expect((await stored((await placeAs('other@example.pk')).id)).email).toBe('other@example.pk');
  });
});

describe('the cart: cartLinesSchema and place_order', () => {
  const camel = (lines: { variant_id: unknown; quantity: unknown }[]) =>
    lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity }));

  async function compareCart(items: { variant_id: unknown; quantity: unknown }[]) {
    const form = cartLinesSchema.safeParse(camel(items));
    const database = await attemptGuestOrder({ items, payment_method: 'bank_transfer', idempotency_key: newKey('cart') });
    if (form.success) {
      expect({ items: items.length, accepted: database.ok }).toEqual({ items: items.length, accepted: true });
      return null;
    }
    expect({ items: items.length, accepted: database.ok }).toEqual({ items: items.length, accepted: false });
    expect(database.ok ? null : database.error.message).toBe(form.error.issues[0]!.message);
    return form.error.issues[0]!.message;
  }

  let variants: number[];
  beforeAll(async () => {
    variants = [];
    for (let i = 0; i < MAX_CART_LINES + 1; i += 1) variants.push(await createVariant(t.db, { stock: 1000, price: 100, grams: 10 }));
  });

  test.each([0, 1, MAX_LINE_QUANTITY, MAX_LINE_QUANTITY + 1, 1.5, -1])('quantity %d', async (quantity) => {
    await compareCart([{ variant_id: variant, quantity }]);
  });

  test('a variant on two lines counts once, with its quantities added up', async () => {
    expect(
      await compareCart([
        { variant_id: variant, quantity: 60 },
        { variant_id: variant, quantity: 40 },
      ]),
    ).toBeNull();
    expect(
      await compareCart([
        { variant_id: variant, quantity: 60 },
        { variant_id: variant, quantity: 41 },
      ]),
    ).toBe(`Each quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
  });

  test('no lines, 50 lines, 51 lines', async () => {
    expect(await compareCart([])).toBe('Your cart is empty.');
    expect(await compareCart(variants.slice(0, MAX_CART_LINES).map((id) => ({ variant_id: id, quantity: 1 })))).toBeNull();
    expect(await compareCart(variants.map((id) => ({ variant_id: id, quantity: 1 })))).toBe(
      `An order can have at most ${MAX_CART_LINES} different items.`,
    );
  });

  test('a line that names no valid product', async () => {
    expect(await compareCart([{ variant_id: 0, quantity: 1 }])).toBe('A cart item does not name a valid product.');
    await compareCart([{ variant_id: -3, quantity: 1 }]);
    await compareCart([{ variant_id: 2.5, quantity: 1 }]);
  });

  test('a coupon code longer than any coupon can be: the same words as an unknown code', async () => {
    const code = 'X'.repeat(COUPON_CODE_MAX_LENGTH + 1);
    const form = quoteRequestSchema.safeParse({ items: [{ variantId: variant, quantity: 1 }], couponCode: code });
    expect(form.success).toBe(false);
    const database = await attemptGuestOrder({
      items: [{ variant_id: variant, quantity: 1 }],
      coupon_code: code,
      idempotency_key: newKey('coupon'),
    });
    expect(database.ok ? null : { detail: database.error.detail, message: database.error.message }).toEqual({
      detail: 'coupon_not_found',
      message: form.success ? null : form.error.issues[0]!.message,
    });
  });

  test.each(['1234567', '12345678', 'k'.repeat(100), 'k'.repeat(101), 'order-with space', 'order/slash', 'order:ok.-_9'])(
    'idempotency key %s',
    async (key) => {
      const database = await attemptGuestOrder({ items: [{ variant_id: variant, quantity: 1 }], idempotency_key: `${key}` });
      expect({ key, accepted: database.ok || database.error.detail !== 'invalid_idempotency_key' }).toEqual({
        key,
        accepted: isIdempotencyKey(key),
      });
    },
  );
});

describe('the profile: profileSchema and the profiles table', () => {
  let user: UserCaller;
  beforeAll(async () => {
    user = await createUser(t.db);
  });

  const VALID = { fullName: 'Sana Baig', phone: '+923551234567', address: 'House 4, Jutial', postalCode: '15100', cityId: 1 };
  const COLUMN = { fullName: 'full_name', phone: 'phone', address: 'address', postalCode: 'postal_code' } as const;

  test.each([
    ['fullName', 'A'],
    ['fullName', 'Al'],
    ['fullName', ' A '],
    ['fullName', NAME_100],
    ['fullName', `${NAME_100}x`],
    ['fullName', 'Sana \t Baig'],
    ['phone', '+923551234567'],
    ['phone', '0355-1234567'],
    ['phone', '05811-920000'],
    ['phone', '(0355) 1234567'],
    ['address', 'Home'],
    ['address', 'Homes'],
    ['address', 'x'.repeat(ADDRESS_MAX_LENGTH)],
    ['address', 'x'.repeat(ADDRESS_MAX_LENGTH + 1)],
    ['postalCode', '1510'],
    ['postalCode', '15100'],
    ['postalCode', '15100a'],
  ] as [keyof typeof COLUMN, string][])('%s %j', async (field, value) => {
    const form = validate(profileSchema, { ...VALID, [field]: value });
    const column = COLUMN[field];
    const saved = await attempt(() =>
      queryAs<Record<string, string>>(t.db, user, `update public.profiles set ${column} = $1 where id = $2 returning ${column}`, [
        value,
        user.id,
      ]),
    );
    expect({ field, value, accepted: saved.ok }).toEqual({ field, value, accepted: form.ok });
    if (form.ok && saved.ok) expect(saved.value[0]![column]).toBe((form.data as Record<string, unknown>)[field]);
    if (!saved.ok) expect(saved.error.code).toBe('23514');
  });
});

describe('reviews: testimonialInputSchema and the testimonials table', () => {
  const VALID = { name: 'Kamran', feedback: 'Fresh apricots, quick delivery.', rating: 5 };

  test.each([
    ['name', ''],
    ['name', 'K'],
    ['name', 'k'.repeat(REVIEWER_NAME_MAX)],
    ['name', 'k'.repeat(REVIEWER_NAME_MAX + 1)],
    ['name', '😀'.repeat(REVIEWER_NAME_MAX)],
    ['name', '😀'.repeat(REVIEWER_NAME_MAX + 1)],
    ['feedback', ''],
    ['feedback', 'x'.repeat(REVIEW_TEXT_MAX)],
    ['feedback', 'x'.repeat(REVIEW_TEXT_MAX + 1)],
    ['feedback', 'ع'.repeat(REVIEW_TEXT_MAX)],
    ['rating', MIN_RATING - 1],
    ['rating', MIN_RATING],
    ['rating', MAX_RATING],
    ['rating', MAX_RATING + 1],
    ['rating', 4.5],
  ] as [keyof typeof VALID, string | number][])('%s %j', async (field, value) => {
    const input = { ...VALID, [field]: value };
    const form = testimonialInputSchema.safeParse(input);
    const saved = await attempt(() =>
      queryAs(t.db, ANON, 'insert into public.testimonials (reviewer_name, review_text, rating) values ($1, $2, $3)', [
        input.name,
        input.feedback,
        String(input.rating),
      ]),
    );
    expect({ field, value, accepted: saved.ok }).toEqual({ field, value, accepted: form.success });
  });
});

describe('contact messages: contactInputSchema and the contact_messages table', () => {
  const VALID = { name: 'Bilal', email: 'bilal@example.pk', phone: '', message: 'Do you ship to Chitral?' };

  test.each([
    ['name', ''],
    ['name', 'n'.repeat(CONTACT_NAME_MAX)],
    ['name', 'n'.repeat(CONTACT_NAME_MAX + 1)],
    ['name', '😀'.repeat(CONTACT_NAME_MAX)],
    ['email', 'bilal@example'],
    ['email', 'bilal@@example.pk'],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(CONTACT_EMAIL_MAX - 64 - 4)}.com`],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(CONTACT_EMAIL_MAX - 64 - 3)}.com`],
    ['phone', '0355-1234567'],
    ['phone', '0'.repeat(CONTACT_PHONE_MAX)],
    ['phone', '0'.repeat(CONTACT_PHONE_MAX + 1)],
    ['message', ''],
    ['message', 'm'.repeat(CONTACT_MESSAGE_MAX)],
    ['message', 'm'.repeat(CONTACT_MESSAGE_MAX + 1)],
    ['message', '😀'.repeat(CONTACT_MESSAGE_MAX)],
  ] as [keyof typeof VALID, string][])('%s %j', async (field, value) => {
    const input = { ...VALID, [field]: value };
    const form = contactInputSchema.safeParse(input);
    const saved = await attempt(() =>
      queryAs(t.db, ANON, 'insert into public.contact_messages (full_name, email, phone, message) values ($1, $2, $3, $4)', [
        input.name,
        input.email,
        input.phone || null,
        input.message,
      ]),
    );
    expect({ field, value, accepted: saved.ok }).toEqual({ field, value, accepted: form.success });
  });
});

describe('text and phone numbers are read the same way on both sides', () => {
  const samples = [
    '  Sana   Baig ',
    'Sana\tBaig\nKhan\r\n',
    '\u0007Sana\u0000Baig\u007f',
    'Sana\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeffBaig',
    'Sana\u0085Baig\u009f',
    'Sana\u200bBaig',
    'ع ل ی',
    '😀  😀',
  ];
  test.each(samples)('clean text %j', async (sample) => {
    const value = sample.replace(/\u0000/g, ''); // Postgres text cannot hold NUL
    const { rows } = await t.db.query<{ cleaned: string | null }>('select private.clean_text(to_jsonb($1::text), 1000) as cleaned', [
      value,
    ]);
    expect(rows[0]!.cleaned ?? '').toBe(cleanText(value));
  });

  test.each([
    '0355-1234567',
    '+92 355 1234567',
    '0092 355 1234567',
    '923551234567',
    '3551234567',
    ' 03551234567\t',
    '0355\u00a01234567',
    '0355\u30001234567',
    '(0355) 1234567',
    '0355.1234567',
    '+92-3xx',
    '05811-920000',
    '0300-12345678',
    '+923551234567',
    '++923551234567',
    '0355 - 1234567',
  ])('phone %j', async (phone) => {
    const { rows } = await t.db.query<{ normalized: string | null }>('select private.normalize_pk_mobile($1) as normalized', [phone]);
    expect(rows[0]!.normalized).toBe(normalizePakistaniMobile(phone));
  });
});
