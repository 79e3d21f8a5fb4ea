-- The confirmation hold's notices also go out on WhatsApp (issue 27 §3): the reminder at half the
-- hold (with the Confirm / Change address / Cancel buttons of the order's confirmation) and the
-- release when the hold ends, each once per order like the other occasions.
alter table public.whatsapp_messages drop constraint whatsapp_messages_occasion_check;
alter table public.whatsapp_messages add constraint whatsapp_messages_occasion_check
  check (occasion in ('order_placed', 'shipped', 'out_for_delivery', 'delivered', 'hold_reminder', 'hold_released'));
