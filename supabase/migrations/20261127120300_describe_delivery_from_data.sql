-- Delivery texts come from the shipping methods' fields: the days from estimated_days_min/max, free
-- delivery from free_shipping_min_subtotal, and whether the parcel is collected at the shop (pick-up:
-- pay at pick-up, the pick-up address and hours) from collected_at_shop. The descriptions therefore
-- no longer state times or thresholds; the seeded ones that did are rewritten here for databases
-- made before (a description the owner has changed is left as it is).
alter table public.shipping_methods
  add column collected_at_shop boolean not null default false;

comment on column public.shipping_methods.collected_at_shop is
  'The shopper collects the order at the shop (pick-up): no courier, paid at pick-up when cash.';

update public.shipping_methods set collected_at_shop = true where id = 'pickup';

update public.shipping_methods
   set description = 'Door-to-door courier across Pakistan, with cash on delivery.'
 where id = 'leopard'
   and description = 'Overnight service to Gilgit-Baltistan, 3 to 5 working days to the rest of Pakistan. Free delivery on orders of Rs. 10,000 or more.';

update public.shipping_methods
   set description = 'Collect your order from our shop in Gilgit. Only for customers in and around Gilgit city.'
 where id = 'pickup'
   and description = 'Collect your order from our shop in Gilgit, usually the same or the next day. Only for customers in and around Gilgit city.';
