'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { createAdminCoupon, saveAdminCoupon, setAdminCouponActive } from '@/lib/coupons/api';
import type { CouponEditInput, NewCouponInput } from '@/lib/coupons/schema';
import { useConsoleWrite } from '@/components/query/use-console-write';

type Answer = { message: string };
type CouponSave = { code: string | null; input: NewCouponInput | CouponEditInput };

const save: MutationFunction<Answer, CouponSave> = ({ code, input }) =>
  code === null ? createAdminCoupon(input as NewCouponInput) : saveAdminCoupon(code, input as CouponEditInput);
const setActive: MutationFunction<Answer, { code: string; active: boolean }> = ({ code, active }) => setAdminCouponActive(code, active);

/** Creating a coupon (code null) or saving one, through React Query (useConsoleWrite). */
export function useCouponSave(onSaved: (message: string) => void) {
  return useConsoleWrite(save, (answer) => onSaved(answer.message));
}

/** Pausing or resuming a coupon. */
export function useCouponActive() {
  return useConsoleWrite(setActive);
}
