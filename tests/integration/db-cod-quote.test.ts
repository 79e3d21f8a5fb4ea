// quote_order's `cash_on_delivery` against place_order: for every city and every shipping method,
// the quote says cash on delivery is possible exactly when place_order takes a COD order, and when
// it is not, in place_order's words (both ask private.cod_problem). The payment step offers COD by
// the quote.
import { contact, createVariant, placeOrderArgs, trustPhone } from '../fixtures/db/orders';
import { ANON, errorOf, rpcAs, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase(4);
let variant: number;
beforeAll(async () => {
  await trustPhone(t.db);
  variant = await createVariant(t.db, { stock: 100_000 });
  // One method that carries no cash, so both reasons are covered.
  await t.db.query("update public.shipping_methods set supports_cod = false where id = 'postex'");
});

interface QuoteAnswer {
  ok: boolean;
  cash_on_delivery: { available: boolean; message: string | null };
}

test('the quote offers cash on delivery exactly where place_order takes it, in the same words', async () => {
  const { rows: cities } = await t.db.query<{ id: number }>('select id from public.cities where is_active order by id');
  const { rows: methods } = await t.db.query<{ id: string }>('select id from public.shipping_methods where is_active order by sort_order');
  const items = [{ variant_id: variant, quantity: 1 }];
  let offered = 0;
  let refused = 0;
  for (const { id: method } of methods) {
    for (const { id: city } of cities) {
      const quote = await rpcAs<QuoteAnswer>(t.db, ANON, 'quote_order', { items, shipping_method: method, city_id: city });
      if (!quote.ok) continue; // the method does not deliver there at all
      const placing = () =>
        rpcAs(t.db, ANON, 'place_order', placeOrderArgs(items, { shipping_method: method, contact: contact({ city_id: city }) }));
      if (quote.cash_on_delivery.available) {
        expect([method, city, quote.cash_on_delivery.message]).toEqual([method, city, null]);
        await placing();
        offered += 1;
      } else {
        const error = await errorOf(placing);
        expect([method, city, error.detail, error.message]).toEqual([method, city, 'cod_unavailable', quote.cash_on_delivery.message]);
        refused += 1;
      }
    }
  }
  // Both answers occur: cities without cash on delivery, and the method that carries none.
  expect(offered).toBeGreaterThan(10);
  expect(refused).toBeGreaterThan(10);
});

test('without a city yet, only the shipping method counts', async () => {
  const items = [{ variant_id: variant, quantity: 1 }];
  const leopard = await rpcAs<QuoteAnswer>(t.db, ANON, 'quote_order', { items, shipping_method: 'leopard' });
  expect(leopard.cash_on_delivery).toEqual({ available: true, message: null });
  const postex = await rpcAs<QuoteAnswer>(t.db, ANON, 'quote_order', { items, shipping_method: 'postex' });
  expect(postex.cash_on_delivery).toEqual({
    available: false,
    message: 'Cash on delivery is not available for this city with PostEx. Please choose another payment method.',
  });
});
