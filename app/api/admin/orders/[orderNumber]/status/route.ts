import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { moveOrder } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';
import { MOVED } from '@/lib/orders/messages';
import { sendOrderStatusMail } from '@/lib/orders/notifications';
import { isOrderStatusChange } from '@/lib/orders/status-mails';
import { sendOrderWhatsApp } from '@/lib/orders/whatsapp-sends';
import { whatsAppOccasionOf } from '@/lib/orders/whatsapp-templates';

export const dynamic = 'force-dynamic';

export const POST = route(orderEndpoints.move, { session: 'admin' }, async ({ params, input, supabase }) => {
  const { orderNumber } = params;
  await moveOrder(supabase, orderNumber, input);
  if (isOrderStatusChange(input.to) && input.to !== input.from) await sendOrderStatusMail(orderNumber, input.to);
  const occasion = whatsAppOccasionOf(input.to);
  if (occasion && input.to !== input.from) await sendOrderWhatsApp(orderNumber, occasion);
  const order = await requireAdminOrder(supabase, orderNumber);
  return { ok: true, order, message: MOVED[input.to] };
});
