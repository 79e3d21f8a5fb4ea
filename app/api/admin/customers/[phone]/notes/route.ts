import { route } from '@/lib/http/route';
import { Problem } from '@/lib/errors/problem';
import { customerEndpoints } from '@/lib/customers/contract';
import { getCustomer, saveCustomerNotes } from '@/lib/customers/queries';
import { CUSTOMER_MESSAGES } from '@/lib/customers/schema';
import { normalizePakistaniMobile } from '@/lib/phone/phone';

export const dynamic = 'force-dynamic';

export const PUT = route(customerEndpoints.saveNotes, { session: 'admin' }, async ({ params, input, supabase }) => {
  const phone = normalizePakistaniMobile(decodeURIComponent(String(params.phone)));
  if (!phone || !(await getCustomer(supabase, phone))) throw new Problem('admin_customer_not_found');
  const saved = await saveCustomerNotes(supabase, phone, input);
  return { ok: true, message: CUSTOMER_MESSAGES.saved, notes: saved.notes, tags: saved.tags };
});
