import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';

type Client = SupabaseClient<Database>;

interface NewOrderVariant {
  id: number;
  name: string;
  price: number;
  stock: number;
}

/** What the form for an order taken by phone offers, and the customer's last details when known. */
export interface NewOrderChoices {
  variants: NewOrderVariant[];
  cities: { id: number; name: string }[];
  shippingMethods: { id: string; name: string }[];
  paymentMethods: { id: string; name: string }[];
  /** The details of the newest order to the phone asked for, to start from. */
  customer: {
    fullName: string;
    phone: string;
    email: string;
    address: string;
    postalCode: string;
    cityId: number | null;
  } | null;
}

function rows<T>(result: { data: T[] | null; error: { code?: string; message: string } | null }, what: string): T[] {
  if (result.error) throw new Error(`${what}: ${result.error.code ?? ''} ${result.error.message}`);
  return result.data ?? [];
}

/** Every weight on sale (with its stock), the active cities and methods, and the customer of `phone`. */
async function getNewOrderChoices(supabase: Client, phone: string | null): Promise<NewOrderChoices> {
  const mobile = phone ? normalizePakistaniMobile(phone) : null;
  const [variants, cities, shipping, payment, last] = await Promise.all([
    supabase
      .from('product_variants')
      .select('id, label, price, stock_quantity, products!inner(product_name, is_active)')
      .eq('is_active', true)
      .eq('products.is_active', true)
      .order('product_id')
      .order('sort_order'),
    supabase.from('cities').select('id, city_name').eq('is_active', true).order('city_name'),
    supabase.from('shipping_methods').select('id, name').eq('is_active', true).order('sort_order'),
    supabase.from('payment_methods').select('id, name').eq('is_active', true).order('sort_order'),
    mobile
      ? supabase
          .from('orders')
          .select('full_name, phone, email, address, postal_code, city_id')
          .eq('phone', mobile)
          .order('created_at', { ascending: false })
          .limit(1)
      : Promise.resolve({ data: [], error: null }),
  ]);
  const customer = rows(last, 'orders')[0];
  return {
    variants: rows(variants, 'product_variants').map((v) => ({
      id: v.id,
      name: `${v.products.product_name}, ${v.label}`,
      price: v.price,
      stock: v.stock_quantity,
    })),
    cities: rows(cities, 'cities').map((c) => ({ id: c.id, name: c.city_name })),
    shippingMethods: rows(shipping, 'shipping_methods'),
    paymentMethods: rows(payment, 'payment_methods').map((m) => ({ id: m.id, name: m.name })),
    customer: customer
      ? {
          fullName: customer.full_name,
          phone: customer.phone,
          email: customer.email ?? '',
          address: customer.address,
          postalCode: customer.postal_code ?? '',
          cityId: customer.city_id,
        }
      : null,
  };
}

export async function getCurrentNewOrderChoices(phone: string | null): Promise<NewOrderChoices> {
  return getNewOrderChoices(await createSupabaseServerClient(), phone);
}
