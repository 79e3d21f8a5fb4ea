// public.popular_city_ids: the cities the city search puts first within a match, most ordered-from
// first, counting the last 365 days' orders but not cancelled ones, and active cities only.
import { randomUUID } from 'node:crypto';
import { ANON, SERVICE, createUser, errorOf, rpcAs, setUpMigratedDatabase, type Caller } from '../fixtures/db/sql';

const t = setUpMigratedDatabase(2);

async function cityId(name: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from public.cities where city_name = $1', [name]);
  return rows[0]!.id;
}

/** An order to `city`, written as the superuser: the ranking reads only orders' city, status and date. */
async function order(city: number, options: { status?: string; daysAgo?: number } = {}) {
  const number = `GDF-2612-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  await t.db.query(
    `insert into public.orders (order_number, idempotency_key, request_fingerprint, status, payment_method, payment_status, shipping_method,
       full_name, phone, address, city_id, city_name, province, subtotal, shipping_fee, total, weight_kg, item_count, created_at)
     select $1, $1, '-', $2, 'cod', 'cod_pending', 'leopard', 'Sana Khan', '+923001112233', 'House 1, Street 2', c.id, c.city_name,
       c.province, 1000, 200, 1200, 0.5, 1, now() - make_interval(days => $4)
     from public.cities c where c.id = $3`,
    [number, options.status ?? 'pending', city, options.daysAgo ?? 1],
  );
}

const popular = (caller: Caller = SERVICE) => rpcAs<number[]>(t.db, caller, 'popular_city_ids');

test('with no orders no city is ranked', async () => {
  expect(await popular()).toEqual([]);
});

test('the most ordered-from city comes first; cancelled and year-old orders do not count', async () => {
  const rawalpindi = await cityId('Rawalpindi');
  const lahore = await cityId('Lahore');
  await order(rawalpindi);
  await order(rawalpindi, { status: 'delivered', daysAgo: 200 });
  await order(lahore, { status: 'confirmed' });
  expect(await popular()).toEqual([rawalpindi, lahore]);

  // Three more to Lahore, but cancelled or older than a year: Rawalpindi still leads.
  await order(lahore, { status: 'cancelled' });
  await order(lahore, { status: 'cancelled' });
  await order(lahore, { status: 'delivered', daysAgo: 400 });
  expect(await popular()).toEqual([rawalpindi, lahore]);

  await order(lahore, { status: 'shipped' });
  await order(lahore, { status: 'returned' });
  expect(await popular()).toEqual([lahore, rawalpindi]);
  expect(await errorOf(() => popular(ANON))).toMatchObject({ code: '42501' });
  const shopper = await createUser(t.db);
  expect(await errorOf(() => popular(shopper))).toMatchObject({ code: '42501' });
});

test('an inactive city is left out', async () => {
  const lahore = await cityId('Lahore');
  const rawalpindi = await cityId('Rawalpindi');
  await t.db.query('update public.cities set is_active = false where id = $1', [lahore]);
  expect(await popular()).toEqual([rawalpindi]);
  await t.db.query('update public.cities set is_active = true where id = $1', [lahore]);
});

test('at most 50 cities', async () => {
  const { rows } = await t.db.query<{ id: number }>('select id from public.cities where is_active order by id limit 55');
  expect(rows).toHaveLength(55);
  for (const row of rows) await order(row.id);
  expect(await popular()).toHaveLength(50);
});
