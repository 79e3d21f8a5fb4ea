// The rules of Supabase's Security Advisor (splinter) that matter for this schema, checked from
// pg_catalog on the migrated database (PGlite, or PostgreSQL with TEST_DATABASE=postgres). Written
// for this project; splinter itself is not vendored.
import { setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();

const API_ROLES = ['anon', 'authenticated'] as const;

/**
 * SECURITY DEFINER functions the API roles may execute (splinter 0028/0029 report each of these as
 * a WARN; they are deliberate). Every one checks its caller itself:
 * - is_admin, is_owner, team_role: answer only for the caller (auth.uid()); policies need them.
 * - quote_order, quote_shipping_options, place_order: prices come from the database, never the request;
 *   guests may order.
 * - track_order: needs the order number and its phone number, returns no personal data.
 * - cancel_order, deactivate_account: only the signed-in owner (auth.uid()).
 * - admin_*: refuse anyone off the shop's team (private.require_admin), and staff where the owner
 *   alone may (private.require_owner).
 */
const DEFINER_EXECUTE_ALLOWLIST: Record<string, readonly ('anon' | 'authenticated')[]> = {
  'public.is_admin()': ['anon', 'authenticated'],
  'public.is_owner()': ['anon', 'authenticated'],
  'public.team_role()': ['anon', 'authenticated'],
  // The owner's: each calls private.require_owner() first.
  'public.admin_team()': ['authenticated'],
  'public.admin_add_staff(email text)': ['authenticated'],
  'public.admin_remove_staff(user_id uuid)': ['authenticated'],
  // Computed field of order_events: an e-mail only for the team (is_admin()).
  'public.admin_abandon_booking(booking_key text)': ['authenticated'],
  'public.admin_actor_email(e order_events)': ['authenticated'],
  'public.quote_order(items jsonb, shipping_method text, coupon_code text, city_id integer)': ['anon', 'authenticated'],
  'public.quote_shipping_options(items jsonb, coupon_code text, city_id integer)': ['anon', 'authenticated'],
  'public.place_order(items jsonb, contact jsonb, shipping_method text, payment_method text, coupon_code text, idempotency_key text)': [
    'anon',
    'authenticated',
  ],
  'public.track_order(order_number text, phone text)': ['anon', 'authenticated'],
  // Reads active products only; writes nothing.
  'public.search_products(query text, max_results integer)': ['anon', 'authenticated'],
  // City ids only, no order counts: the city search ranks the towns shoppers order from first.
  'public.cancel_order(order_number text)': ['authenticated'],
  'public.courier_events(o orders)': ['authenticated'],
  'public.deactivate_account(user_id uuid)': ['authenticated'],
  'public.admin_update_order_status(order_number text, status text, note text, courier text, tracking_number text, restock boolean)': [
    'authenticated',
  ],
  'public.admin_set_payment_status(order_number text, payment_status text, note text)': ['authenticated'],
  'public.admin_begin_shipment(order_number text, weight_grams integer, pieces integer)': ['authenticated'],
  'public.admin_courier_report(p_now timestamp with time zone)': ['authenticated'],
  'public.admin_save_courier_tariff(courier text, zone text, bands jsonb, extra_fee_per_kg integer, volumetric_divisor integer)': [
    'authenticated',
  ],
  'public.admin_confirm_bank_transfer(order_number text, reference text, amount integer, note text)': ['authenticated'],
  'public.admin_dashboard(low_stock_at_most integer)': ['authenticated'],
  'public.admin_move_order(order_number text, from_status text, to_status text, note text, courier text, tracking_number text, restock boolean)':
    ['authenticated'],
  'public.admin_order_counts()': ['authenticated'],
  'public.admin_sales_report(days integer)': ['authenticated'],
  'public.admin_order_next_statuses(order_number text)': ['authenticated'],
  'public.admin_parcel_documents(order_numbers text[])': ['authenticated'],
  'public.admin_place_order(items jsonb, contact jsonb, shipping_method text, payment_method text, channel text, idempotency_key text)': [
    'authenticated',
  ],
  'public.admin_correct_order_status(order_number text, expected_status text, reason text)': ['authenticated'],
  // The status move a correction would undo, as a computed field of the order row: admins only.
  'public.admin_correction(o orders)': ['authenticated'],
  'public.admin_adjust_stock(variant_id integer, delta integer, reason text, note text)': ['authenticated'],
  'public.admin_set_testimonial_approval(testimonial_id uuid, approved boolean)': ['authenticated'],
  'public.admin_coupons()': ['authenticated'],
  'public.admin_shipping_preview(city_id integer, weight_grams integer, subtotal integer, volume_cm3 integer)': ['authenticated'],
  // Both check private.require_admin() themselves.
  'public.admin_customers(search text, page_size integer, page_offset integer)': ['authenticated'],
  'public.admin_alerts_email()': ['authenticated'],
  'public.admin_record_booking(booking_key text, tracking_number text, slip_url text)': ['authenticated'],
  'public.admin_record_refund(order_number text, amount integer, method text, reference text, note text)': ['authenticated'],
  'public.admin_refunds_owed()': ['authenticated'],
  // Computed fields of orders (the order page's one select): they call private.require_admin.
  'public.admin_refund_owed(o orders)': ['authenticated'],
  'public.admin_refundable(o orders)': ['authenticated'],
  // Validates and throttles the request itself; the table takes no direct insert.
  'public.request_stock_alert(variant_id integer, channel text, contact text)': ['anon', 'authenticated'],
  // Checks is_admin() itself, and saves the device for the caller only.
  'public.save_push_subscription(endpoint text, p256dh text, auth_secret text, device text)': ['authenticated'],
};

/** SECURITY INVOKER functions the API roles may execute: the policy helper for new testimonials. */
const INVOKER_EXECUTE_ALLOWLIST: Record<string, readonly ('anon' | 'authenticated')[]> = {
  'private.is_new_testimonial(testimonial_id uuid)': ['anon', 'authenticated'],
  // shop_settings' check of the IBAN's check digits, run as the admin who saves the settings.
  'private.iban_check_digits_match(p_iban text)': ['authenticated'],
  // The products' search indexes compute them when the team writes a product.
  'private.search_normalize(p_text text)': ['authenticated'],
  'private.search_words(p_text text)': ['authenticated'],
  // Replaces a zone's weight bands as the caller: the shipping_rates policies decide.
  'public.admin_replace_shipping_rates(shipping_method_id text, zone text, bands jsonb)': ['authenticated'],
  'public.admin_create_product(product jsonb, variants jsonb)': ['authenticated'],
  // The order's next statuses as a computed field: calls admin_order_next_statuses, admins only.
  'public.admin_next_statuses(o orders)': ['authenticated'],
  // The returned parcels before an order as a computed field: counts only the orders the caller may read.
  'public.returned_parcels_before(o orders)': ['authenticated'],
};

/** Table privileges of the API roles (RLS then narrows the rows). Column-level grants count as the privilege. */
const TABLE_PRIVILEGES: Record<string, { anon: string; authenticated: string }> = {
  cities: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  products: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  product_variants: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  product_images: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  shipping_methods: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  shipping_rates: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  payment_methods: { anon: 'SELECT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  courier_city_codes: { anon: '', authenticated: 'SELECT INSERT UPDATE DELETE' },
  courier_tariffs: { anon: '', authenticated: 'SELECT' },
  courier_tariff_rates: { anon: '', authenticated: 'SELECT' },
  search_synonyms: { anon: '', authenticated: 'SELECT INSERT DELETE' },
  search_misses: { anon: '', authenticated: 'SELECT' },
  coupons: { anon: '', authenticated: 'SELECT INSERT UPDATE DELETE' },
  profiles: { anon: '', authenticated: 'SELECT INSERT UPDATE' },
  favorites: { anon: '', authenticated: 'SELECT INSERT DELETE' },
  testimonials: { anon: 'SELECT INSERT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  contact_messages: { anon: 'INSERT', authenticated: 'SELECT INSERT UPDATE DELETE' },
  orders: { anon: '', authenticated: 'SELECT' },
  order_items: { anon: '', authenticated: 'SELECT' },
  order_events: { anon: '', authenticated: 'SELECT' },
  order_notices: { anon: '', authenticated: 'SELECT' },
  payments: { anon: '', authenticated: 'SELECT' },
  stock_movements: { anon: '', authenticated: 'SELECT' },
  payment_notices: { anon: '', authenticated: 'SELECT' },
  refunds: { anon: '', authenticated: 'SELECT' },
  shipments: { anon: '', authenticated: 'SELECT' },
  product_feed_runs: { anon: '', authenticated: 'SELECT' },
  shop_settings: { anon: 'SELECT', authenticated: 'SELECT UPDATE' },
  stock_alerts: { anon: '', authenticated: 'SELECT DELETE' },
  whatsapp_messages: { anon: '', authenticated: 'SELECT' },
  whatsapp_replies: { anon: '', authenticated: 'SELECT' },
  whatsapp_opt_outs: { anon: '', authenticated: 'SELECT' },
  push_subscriptions: { anon: '', authenticated: 'SELECT INSERT DELETE' },
  staff_alerts: { anon: '', authenticated: 'SELECT' },
  staff_alert_channels: { anon: '', authenticated: 'SELECT INSERT UPDATE' },
  customer_notes: { anon: '', authenticated: 'SELECT INSERT UPDATE DELETE' },
  activity_log: { anon: '', authenticated: 'SELECT' },
};

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.db.query<T>(sql, params)).rows;
}

test('every table in public has row-level security enabled and at least one policy', async () => {
  const tables = await rows<{ name: string; rls: boolean; policies: number }>(`
    select c.relname as name, c.relrowsecurity as rls,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by 1`);
  expect(tables.map((r) => r.name).sort()).toEqual(Object.keys(TABLE_PRIVILEGES).sort());
  for (const table of tables) {
    expect({ table: table.name, rls: table.rls }).toEqual({ table: table.name, rls: true });
    expect(table.policies).toBeGreaterThan(0);
  }
});

test('public has no views, materialized views, foreign tables or extensions', async () => {
  const objects = await rows<{ name: string; kind: string }>(`
    select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm', 'f')`);
  expect(objects).toEqual([]);
  const extensions = await rows<{ extname: string }>(`
    select e.extname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`);
  expect(extensions).toEqual([]);
});

test('the API roles hold exactly the table privileges written down here', async () => {
  const actual: Record<string, { anon: string; authenticated: string }> = {};
  for (const table of Object.keys(TABLE_PRIVILEGES)) {
    const entry = { anon: '', authenticated: '' };
    for (const role of API_ROLES) {
      const held = await rows<{ privilege: string }>(
        `
        select p.privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as p(privilege)
         where case when p.privilege = 'DELETE' then has_table_privilege($1, $2, p.privilege)
                    else has_any_column_privilege($1, $2, p.privilege) end`,
        [role, `public.${table}`],
      );
      entry[role] = held.map((r) => r.privilege).join(' ');
    }
    actual[table] = entry;
  }
  expect(actual).toEqual(TABLE_PRIVILEGES);
  const extra = await rows<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and exists (
         select 1 from unnest(array['anon', 'authenticated']) as r(role), unnest(array['TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
          where has_table_privilege(r.role, c.oid, p.privilege)
       )`);
  expect(extra).toEqual([]);
});

test('no policy reads user_metadata (it is editable by the user)', async () => {
  const policies = await rows<{ tablename: string; policyname: string }>(`
    select schemaname || '.' || tablename as tablename, policyname from pg_policies
     where coalesce(qual, '') ~* 'user_metadata|raw_user_meta_data' or coalesce(with_check, '') ~* 'user_metadata|raw_user_meta_data'`);
  expect(policies).toEqual([]);
  const functions = await rows<{ name: string }>(`
    select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.prokind = 'f' and p.proname <> 'handle_new_user'
       and case when n.nspname in ('public', 'private') and p.prokind = 'f'
                then pg_get_functiondef(p.oid) ~* 'user_metadata|raw_user_meta_data' end`);
  expect(functions).toEqual([]);
});

test('policies call auth.uid()/auth.jwt()/current_setting() once per statement, as (select …)', async () => {
  const policies = await rows<{ name: string; expr: string }>(`
    select schemaname || '.' || tablename || ': ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage')`);
  expect(policies.length).toBeGreaterThan(50);
  const perRow = policies.filter((p) => {
    const calls = p.expr.match(/(auth\.(uid|jwt|role|email)\(\)|current_setting\()/g) ?? [];
    const wrapped = p.expr.match(/select (auth\.(uid|jwt|role|email)\(\)|current_setting\()/gi) ?? [];
    return calls.length !== wrapped.length;
  });
  expect(perRow.map((p) => p.name)).toEqual([]);
  const usingUid = policies.filter((p) => p.expr.includes('auth.uid()'));
  expect(usingUid.length).toBeGreaterThan(5);
});

test('policies are named as sentences, and none allows everything to anon or authenticated', async () => {
  const policies = await rows<{ name: string; cmd: string; qual: string | null; with_check: string | null; roles: string[] }>(`
    select policyname as name, cmd, qual, with_check, roles::text[] as roles from pg_policies where schemaname in ('public', 'storage')`);
  for (const policy of policies) {
    expect(policy.name).toMatch(/^[A-Z][a-z]+( [A-Za-z0-9;,'-]+){2,}$/);
  }
  const alwaysTrue = policies.filter(
    (p) =>
      (['UPDATE', 'DELETE', 'ALL'].includes(p.cmd) && p.qual === 'true') ||
      (['INSERT', 'UPDATE', 'ALL'].includes(p.cmd) && p.with_check === 'true'),
  );
  expect(alwaysTrue.map((p) => p.name)).toEqual([]);
});

test('every function in public and private pins search_path, and SECURITY DEFINER ones pin it to empty', async () => {
  const functions = await rows<{ name: string; definer: boolean; config: string[] | null }>(`
    select p.oid::regprocedure::text as name, p.prosecdef as definer, p.proconfig as config
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private')`);
  expect(functions.length).toBeGreaterThan(30);
  const unpinned = functions.filter((f) => !(f.config ?? []).some((c) => c.startsWith('search_path=')));
  expect(unpinned.map((f) => f.name)).toEqual([]);
  const definersNotEmpty = functions.filter((f) => f.definer && !(f.config ?? []).includes('search_path=""'));
  expect(definersNotEmpty.map((f) => f.name)).toEqual([]);
});

test('only the written allowlist of functions is executable by anon and authenticated', async () => {
  const functions = await rows<{ signature: string; definer: boolean; anon: boolean; authenticated: boolean; public: boolean }>(`
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
           p.prosecdef as definer,
           has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
           has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
           exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private')
     order by 1`);
  const executable = (definer: boolean) =>
    Object.fromEntries(
      functions
        .filter((f) => f.definer === definer && (f.anon || f.authenticated))
        .map((f) => [f.signature, API_ROLES.filter((role) => f[role])]),
    );
  expect(executable(true)).toEqual(DEFINER_EXECUTE_ALLOWLIST);
  expect(executable(false)).toEqual(INVOKER_EXECUTE_ALLOWLIST);
  expect(functions.filter((f) => f.public).map((f) => f.signature)).toEqual([]);
});

test('the service role can run the server-only payment and WhatsApp functions, and nobody else can', async () => {
  for (const fn of [
    'public.start_payment(text,text)',
    'public.record_payment_result(text,text,bigint,text,text,jsonb)',
    'public.expire_unpaid_orders()',
    'public.claim_whatsapp_message(text,text,text)',
    'public.record_whatsapp_send(bigint,text,text)',
    'public.record_whatsapp_status(text,text,text)',
    'public.apply_whatsapp_reply(text,text,text,text)',
  ]) {
    const [row] = await rows<{ service: boolean; anon: boolean; authenticated: boolean }>(
      `
      select has_function_privilege('service_role', $1::regprocedure, 'EXECUTE') as service,
             has_function_privilege('anon', $1::regprocedure, 'EXECUTE') as anon,
             has_function_privilege('authenticated', $1::regprocedure, 'EXECUTE') as authenticated`,
      [fn],
    );
    expect({ fn, ...row }).toEqual({ fn, service: true, anon: false, authenticated: false });
  }
});

test('no view or function in an API schema exposes auth.users', async () => {
  const views = await rows<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm') and pg_get_viewdef(c.oid) ~* 'auth\\.users'`);
  expect(views).toEqual([]);
  const fkToAuthUnique = await rows<{ name: string }>(`
    select con.conname as name from pg_constraint con
      join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
     where con.contype = 'f' and rn.nspname = 'auth'
       and not exists (select 1 from pg_constraint pk where pk.conrelid = con.confrelid and pk.contype = 'p' and pk.conkey = con.confkey)`);
  expect(fkToAuthUnique).toEqual([]);
});

test('every foreign key in public is covered by an index', async () => {
  const uncovered = await rows<{ name: string }>(`
    select c.conrelid::regclass::text || '.' || c.conname as name
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'
       and not exists (
         select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
       )`);
  expect(uncovered).toEqual([]);
});
