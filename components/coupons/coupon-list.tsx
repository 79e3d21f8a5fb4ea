'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { COUPON_STATUS_LABELS, type AdminCoupon, type CouponStatus } from '@/lib/coupons/types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { AdminCouponForm } from './coupon-form';
import { useCouponActive } from './use-coupon-writes';

const STATUS_STYLES: Record<CouponStatus, string> = {
  active: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  paused: 'bg-cream text-walnut-800 border-sand',
  scheduled: 'bg-apricot-50 text-walnut-900 border-apricot-200',
  expired: 'bg-cream text-walnut-700 border-sand',
  used_up: 'bg-cream text-walnut-700 border-sand',
};

function discountText(coupon: AdminCoupon): string {
  const off = coupon.type === 'percentage' ? `${coupon.discountPercentage}% off` : `${formatRupees(coupon.discountAmount ?? 0)} off`;
  const cap = coupon.maxDiscountAmount !== null ? `, at most ${formatRupees(coupon.maxDiscountAmount)}` : '';
  const minimum = coupon.minSubtotal > 0 ? ` on ${formatRupees(coupon.minSubtotal)} or more` : '';
  return `${off}${cap}${minimum}`;
}

function whenText(coupon: AdminCoupon): string | null {
  if (coupon.startsAt && coupon.endsAt)
    return `From ${formatPakistanDateTime(coupon.startsAt)} to ${formatPakistanDateTime(coupon.endsAt)}`;
  if (coupon.startsAt) return `From ${formatPakistanDateTime(coupon.startsAt)}`;
  if (coupon.endsAt) return `Until ${formatPakistanDateTime(coupon.endsAt)}`;
  return null;
}

function usesText(coupon: AdminCoupon): string {
  const limit = coupon.usageLimit === null ? 'no limit' : `limit ${coupon.usageLimit}`;
  const perCustomer = coupon.perCustomerLimit === null ? '' : `, ${coupon.perCustomerLimit} per customer`;
  const orders = `${coupon.orders} order${coupon.orders === 1 ? '' : 's'}${coupon.cancelledOrders > 0 ? ` (+${coupon.cancelledOrders} cancelled)` : ''}`;
  return `Used ${coupon.usedCount} times (${limit}${perCustomer}) · ${orders}`;
}

/** /admin/coupons: every coupon with its status and uses, a form to create or edit one, pause and resume. */
export function AdminCouponList({ coupons }: { coupons: AdminCoupon[] }) {
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const active = useCouponActive();
  const message = notice ?? active.notice;
  const close = (saved: string | null) => {
    setEditing(null);
    setNotice(saved);
  };
  const open = (target: AdminCoupon | 'new') => {
    setNotice(null);
    active.reset();
    setEditing(target);
  };

  return (
    <div className="mt-6 space-y-4">
      <div aria-live="polite" className="space-y-2">
        {message && <FormMessage tone="success">{message}</FormMessage>}
        {active.error && <FormMessage tone="error">{active.error}</FormMessage>}
      </div>
      {editing === 'new' ? <AdminCouponForm coupon={null} onDone={close} /> : <Button onClick={() => open('new')}>New coupon</Button>}
      {coupons.length === 0 ? (
        <p className="text-walnut-700">No coupons yet.</p>
      ) : (
        <ul aria-label="Coupons" className="space-y-4">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              {editing !== 'new' && editing?.code === coupon.code ? (
                <AdminCouponForm key={coupon.code} coupon={coupon} onDone={close} />
              ) : (
                <article
                  aria-label={`Coupon ${coupon.code}`}
                  className="rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-mono text-lg font-bold break-all text-walnut-950">{coupon.code}</p>
                    <span className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_STYLES[coupon.status]}`}>
                      {COUPON_STATUS_LABELS[coupon.status]}
                    </span>
                  </div>
                  {coupon.description && <p className="mt-1 text-walnut-800">{coupon.description}</p>}
                  <p className="mt-2 text-walnut-900">{discountText(coupon)}</p>
                  {whenText(coupon) && <p className="mt-1 text-sm text-walnut-600">{whenText(coupon)}</p>}
                  <p className="mt-1 text-sm text-walnut-600">{usesText(coupon)}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => open(coupon)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={active.pending}
                      onClick={() => {
                        setNotice(null);
                        active.run({ code: coupon.code, active: !coupon.isActive });
                      }}
                    >
                      {coupon.isActive ? 'Pause' : 'Resume'}
                    </Button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
