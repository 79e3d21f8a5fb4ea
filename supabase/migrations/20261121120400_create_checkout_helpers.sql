-- The checkout's shared helpers: how business errors are raised, rupee amounts in words, and how a
-- cart sent by a client is read. The checkout functions themselves follow in 20261121120410…120480:
-- quote_order, place_order, track_order, cancel_order, deactivate_account. Prices, stock, discounts,
-- shipping fees and totals come from database rows only: the client sends variant ids and
-- quantities, never a price.
--
-- Business errors are raised as SQLSTATE P0001 (HTTP 400 through PostgREST) with a message for
-- people, detail = a machine code (out_of_stock, coupon_expired, invalid_contact, …) and hint = a JSON
-- object with context (e.g. {"variant_id": 12, "available": 3} or {"field": "phone"}).
-- Authorisation failures are SQLSTATE 42501 (401/403).

create function private.fail(code text, message text, context jsonb default '{}'::jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = message, detail = code, hint = coalesce(context, '{}'::jsonb)::text;
end
$$;

create function private.format_rupees(amount integer)
returns text
language sql
stable
set search_path = ''
as $$
  select 'Rs. ' || to_char(amount, 'FM999,999,999,990')
$$;

-- A JSON number that is a whole number within [low, high] (strings such as "2" or "1e3" are not).
create function private.is_whole_number(value jsonb, low numeric, high numeric)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  n numeric;
begin
  if value is null or jsonb_typeof(value) <> 'number' then
    return false;
  end if;
  n := (value #>> '{}')::numeric;
  return n = trunc(n) and n between low and high;
end
$$;

-- Cart lines [{variant_id, quantity}, …] → variant ids (ascending, merged) and quantities.
-- Each quantity is a whole number from 1 to 100 (also after merging repeated variants); at most 50
-- lines. A line with any other key (a price, a total…) is refused: prices are never input.
create function private.parse_order_items(items jsonb, out variant_ids integer[], out quantities integer[])
language plpgsql
stable
set search_path = ''
as $$
declare
  item jsonb;
  line integer := 0;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    perform private.fail('invalid_items', 'The cart must be a list of items.');
  end if;
  if jsonb_array_length(items) = 0 then
    perform private.fail('empty_cart', 'Your cart is empty.');
  end if;
  if jsonb_array_length(items) > 50 then
    perform private.fail('too_many_items', 'An order can have at most 50 different items.', '{"max": 50}');
  end if;
  for item in select e.value from jsonb_array_elements(items) as e loop
    line := line + 1;
    if jsonb_typeof(item) <> 'object' then
      perform private.fail('invalid_items', 'Each cart item needs a variant_id and a quantity.', jsonb_build_object('line', line));
    end if;
    if exists (select 1 from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity')) then
      perform private.fail('invalid_items', 'A cart item may only name a variant_id and a quantity.', jsonb_build_object('line', line,
        'field', (select min(k.key) from jsonb_object_keys(item) as k(key) where k.key not in ('variant_id', 'quantity'))));
    end if;
    if not private.is_whole_number(item -> 'variant_id', 1, 2147483647) then
      perform private.fail('invalid_variant', 'A cart item does not name a valid product.', jsonb_build_object('line', line));
    end if;
    if not private.is_whole_number(item -> 'quantity', 1, 100) then
      perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.',
        jsonb_build_object('line', line, 'variant_id', (item ->> 'variant_id')::numeric::integer, 'max', 100));
    end if;
  end loop;
  select array_agg(s.variant_id order by s.variant_id), array_agg(s.quantity order by s.variant_id)
    into variant_ids, quantities
    from (
      select (e.value ->> 'variant_id')::numeric::integer as variant_id, sum((e.value ->> 'quantity')::numeric)::integer as quantity
        from jsonb_array_elements(items) as e
       group by 1
    ) s;
  if exists (select 1 from unnest(quantities) as q where q > 100) then
    perform private.fail('invalid_quantity', 'Each quantity must be a whole number from 1 to 100.', '{"max": 100}');
  end if;
end
$$;

revoke execute on function
  private.fail(text, text, jsonb),
  private.format_rupees(integer),
  private.is_whole_number(jsonb, numeric, numeric),
  private.parse_order_items(jsonb)
from public, anon, authenticated;
