-- Every business problem the schema's functions report, in one list: its machine code (the error's
-- detail, or the code of a quote_order problem) and, for the problems built by private.problem,
-- the words shoppers see. A problem has one code and one message whichever function meets it:
-- quote_order lists them, place_order raises the first one (private.raise_problem).
--
-- lib/orders/problem-codes.ts holds the same codes for the shop's TypeScript;
-- tests/integration/db-problem-codes.test.ts fails when the two lists, or the codes the functions
-- raise, disagree. A message may name values of the problem in braces ({available}). A null
-- message: the code is raised with private.fail, worded where it is raised because the words
-- depend on the field or the case (invalid_contact: which field; invalid_input: which admin input).
create or replace function private.problem_catalogue()
returns table (code text, message text)
language sql
immutable
set search_path = ''
as $$
  values
    -- the cart as sent (private.parse_order_items)
    ('invalid_items', null),
    ('empty_cart', null),
    ('too_many_items', null),
    ('invalid_variant', null),
    ('invalid_quantity', null),
    -- a cart line (private.price_cart)
    ('variant_not_found', 'A product in your cart is no longer sold.'),
    ('variant_inactive', 'A product in your cart is no longer available.'),
    ('out_of_stock', '{product_name} ({variant_label}) is out of stock.'),
    ('insufficient_stock', 'Only {available} of {product_name} ({variant_label}) left in stock.'),
    -- the coupon (private.coupon_problem)
    ('coupon_not_found', 'This coupon code is not valid.'),
    ('coupon_inactive', 'This coupon is no longer active.'),
    ('coupon_not_started', 'This coupon is not active yet.'),
    ('coupon_expired', 'This coupon has expired.'),
    ('coupon_used_up', 'This coupon has been used up.'),
    ('coupon_min_subtotal', 'This coupon needs a subtotal of at least {min_subtotal}.'),
    ('coupon_customer_limit', 'You have already used this coupon.'),
    -- delivery (private.price_cart, private.shipping_quote)
    ('city_not_found', 'Please select a valid city'),
    ('shipping_method_unavailable', 'This shipping method is not available.'),
    ('shipping_unavailable_for_city', 'This shipping method does not deliver to the chosen city.'),
    ('too_heavy', 'This order is too heavy for the chosen shipping method.'),
    -- payment (place_order)
    ('payment_method_unavailable', 'This payment method is not available.'),
    ('cod_unavailable', 'Cash on delivery is not available for {city_name} with {shipping_method_name}. Please choose another payment method.'),
    ('order_total_too_large', '{payment_method_name} is available for orders up to {max_order_total_rupees}.'),
    -- the request (place_order)
    ('invalid_idempotency_key', null),
    ('idempotency_key_reused', null),
    ('invalid_contact', null),
    ('account_deactivated', null),
    -- orders and accounts (track_order, cancel_order, deactivate_account)
    ('order_not_found', null),
    ('not_cancellable', null),
    ('not_signed_in', null),
    ('not_allowed', null),
    -- the owner console and the payment gateways (20261121120500_create_admin_functions)
    ('not_admin', null),
    ('invalid_input', null),
    ('invalid_status', null),
    ('invalid_status_transition', null),
    ('wrong_payment_method', null),
    ('order_cancelled', null),
    ('amount_mismatch', null),
    ('reference_used', null),
    ('testimonial_not_found', null),
    ('payment_expired', null),
    ('payment_not_found', null)
$$;

-- A problem as quote_order lists it and place_order raises it: {code, message, …context}. The
-- message comes from the catalogue, with {name} filled in from context and words (words only fill
-- the message; context is also returned, e.g. {"variant_id": 12, "available": 3}).
create or replace function private.problem(code text, context jsonb default '{}'::jsonb, words jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_message text;
  v_word record;
begin
  select c.message into v_message from private.problem_catalogue() c where c.code = problem.code;
  if v_message is null then
    raise exception using errcode = 'XX000', message = format('private.problem: the catalogue has no message for %L', code);
  end if;
  for v_word in select w.key, w.value from jsonb_each_text(coalesce(context, '{}'::jsonb) || coalesce(words, '{}'::jsonb)) as w loop
    v_message := replace(v_message, '{' || v_word.key || '}', coalesce(v_word.value, ''));
  end loop;
  return jsonb_build_object('code', code, 'message', v_message) || coalesce(context, '{}'::jsonb);
end
$$;

-- Raises a problem built by private.problem: SQLSTATE P0001, its message, detail = its code and
-- hint = its context as JSON.
create or replace function private.raise_problem(problem jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform private.fail(problem ->> 'code', problem ->> 'message', problem - 'code' - 'message');
end
$$;

revoke execute on function
  private.problem_catalogue(),
  private.problem(text, jsonb, jsonb),
  private.raise_problem(jsonb)
from public, anon, authenticated;
