import { callApi } from '@/lib/api/client';
import type { CouponEditInput, NewCouponInput } from './schema';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';

/** The browser's calls of /admin/coupons (React Query runs them; writes are never replayed). */
type Answer = { message: string };

export function createAdminCoupon(input: NewCouponInput): Promise<Answer> {
  return callApi<Answer>('/api/admin/coupons', { method: 'POST', body: input, fallbackMessage: ADMIN_ACTION_FAILED });
}

export function saveAdminCoupon(code: string, input: CouponEditInput): Promise<Answer> {
  return callApi<Answer>(`/api/admin/coupons/${encodeURIComponent(code)}`, {
    method: 'POST',
    body: input,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function setAdminCouponActive(code: string, active: boolean): Promise<Answer> {
  return callApi<Answer>(`/api/admin/coupons/${encodeURIComponent(code)}/active`, {
    method: 'POST',
    body: { active },
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}
