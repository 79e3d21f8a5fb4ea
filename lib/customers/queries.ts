import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { CUSTOMER_HISTORY_LIMIT, CUSTOMERS_PAGE_SIZE, type CustomerFilters } from './schema';
import type { CustomerDetail, CustomerPage, CustomerSummary } from './types';

type Client = SupabaseClient<Database>;
type CustomerRow = Database['public']['Functions']['admin_customers']['Returns'][number];

function toCustomer(row: CustomerRow): CustomerSummary {
  return {
    phone: row.phone,
    fullName: row.full_name,
    cityName: row.city_name,
    userId: row.user_id,
    orderCount: row.order_count,
    totalSpent: Number(row.total_spent),
    lastOrderAt: row.last_order_at,
    returnedParcels: row.returned_parcels,
    notes: row.notes,
    tags: row.tags,
  };
}

/** One page of customers (admin_customers), the latest order first. */
async function listCustomers(supabase: Client, filters: CustomerFilters): Promise<CustomerPage> {
  const page = filters.page ?? 1;
  const { data, error } = await supabase.rpc('admin_customers', {
    search: filters.q ?? '',
    page_size: CUSTOMERS_PAGE_SIZE,
    page_offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
  });
  if (error) throw databaseProblem(error);
  const total = data.length > 0 ? Number(data[0].total_count) : 0;
  return {
    customers: data.map(toCustomer),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
  };
}

/** A customer with their orders, newest first; null when no order carries this phone (+923XXXXXXXXX). */
export async function getCustomer(supabase: Client, phone: string): Promise<CustomerDetail | null> {
  const [summary, orders] = await Promise.all([
    supabase.rpc('admin_customers', { search: phone, page_size: 1, page_offset: 0 }),
    supabase
      .from('orders')
      .select('order_number, created_at, status, payment_method, payment_status, total')
      .eq('phone', phone)
      .order('created_at', { ascending: false })
      .limit(CUSTOMER_HISTORY_LIMIT),
  ]);
  if (summary.error) throw databaseProblem(summary.error);
  if (orders.error) throw new Error(`customer orders: ${orders.error.code} ${orders.error.message}`);
  const row = summary.data[0];
  if (!row) return null;
  return {
    ...toCustomer(row),
    orders: orders.data.map((order) => ({
      orderNumber: order.order_number,
      placedAt: order.created_at,
      status: order.status,
      paymentMethod: order.payment_method,
      paymentStatus: order.payment_status,
      total: order.total,
    })),
  };
}

/** Saves the owner's notes and tags about a customer (customer_notes; row-level security: admins only). */
export async function saveCustomerNotes(supabase: Client, phone: string, input: { notes: string; tags: string[] }) {
  const { data, error } = await supabase
    .from('customer_notes')
    .upsert({ phone, notes: input.notes, tags: input.tags })
    .select('notes, tags')
    .single();
  if (error) throw databaseProblem(error);
  return data;
}

/** For the console's Server Components (the admin layout has already checked the role). */
export async function listCurrentCustomers(filters: CustomerFilters): Promise<CustomerPage> {
  return listCustomers(await createSupabaseServerClient(), filters);
}

export async function getCurrentCustomer(phone: string): Promise<CustomerDetail | null> {
  return getCustomer(await createSupabaseServerClient(), phone);
}
