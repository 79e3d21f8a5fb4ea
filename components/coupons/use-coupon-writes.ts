'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { couponEndpoints } from '@/lib/coupons/contract';
import type { CouponEditInput, NewCouponInput } from '@/lib/coupons/schema';
import { useConsoleWrite } from '@/components/query/use-console-write';

type Saved = OutputOf<typeof couponEndpoints.create>;
type CouponSave = { code: string | null; input: NewCouponInput | CouponEditInput };

const save: MutationFunction<Saved, CouponSave> = ({ code, input }) =>
  code === null
    ? callEndpoint(couponEndpoints.create, { body: input as NewCouponInput })
    : callEndpoint(couponEndpoints.save, { params: { code }, body: input as CouponEditInput });
const setActive: MutationFunction<Saved, { code: string; active: boolean }> = ({ code, active }) =>
  callEndpoint(couponEndpoints.setActive, { params: { code }, body: { active } });

/** Creating a coupon (code null) or saving one, through React Query (useConsoleWrite). */
export function useCouponSave(onSaved: (message: string) => void) {
  return useConsoleWrite(save, (answer) => onSaved(answer.message));
}

/** Pausing or resuming a coupon. */
export function useCouponActive() {
  return useConsoleWrite(setActive);
}
