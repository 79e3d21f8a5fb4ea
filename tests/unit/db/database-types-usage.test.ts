// The generated Database type drives supabase-js: these functions are never run, but `tsc` must
// accept them (and reject the @ts-expect-error lines), so a broken types file fails the typecheck.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Constants, type Database, type Enums, type Tables, type TablesInsert } from '@/lib/supabase/database.types';

type Client = SupabaseClient<Database>;

export async function typedCalls(db: Client) {
  const { data: cities } = await db.from('cities').select('id, city_name').order('city_name');
  const firstCity: { id: number; city_name: string } | undefined = cities?.[0];

  const { data: products } = await db
    .from('products')
    .select('id, product_name, product_variants(id, price, stock_quantity)')
    .eq('is_active', true);
  const price: number | undefined = products?.[0]?.product_variants[0]?.price;

  await db.from('favorites').insert({ user_id: 'u', product_id: 1 });
  // @ts-expect-error product ids are numbers
  await db.from('favorites').insert({ user_id: 'u', product_id: '1' });
  // @ts-expect-error generated columns cannot be written
  await db.from('product_variants').update({ weight_grams: 5 }).eq('id', 1);

  const review: TablesInsert<'testimonials'> = { rating: 5, review_text: 'Lovely', reviewer_name: 'Ayesha' };
  await db.from('testimonials').insert(review).select();

  const { data: order } = await db.rpc('place_order', {
    items: [{ variant_id: 11, quantity: 1 }],
    contact: { full_name: 'Ali' },
    idempotency_key: 'k-123456789',
  });
  // @ts-expect-error place_order needs a contact
  await db.rpc('place_order', { items: [] });
  const admin: boolean | null = (await db.rpc('is_admin')).data;
  return { firstCity, price, order, admin };
}

export function typedRows(row: Tables<'orders'>): Enums<'order_status'> {
  const total: number = row.total;
  const status: Enums<'order_status'> = row.status;
  return total > 0 ? status : 'pending';
}

test('the enum values are available at run time, in the database order', () => {
  expect(Constants.public.Enums.order_status[0]).toBe('pending');
  expect(Constants.public.Enums.payment_method).toEqual(['cod', 'bank_transfer', 'jazzcash', 'easypaisa', 'raast']);
  expect(Constants.public.Enums.weight_unit).toEqual(['grams', 'kg']);
});
