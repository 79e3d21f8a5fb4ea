'use client';

import { Link } from '@/components/i18n/link';
import { validate } from '@/lib/auth/schemas';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsDraft } from '@/lib/checkout/schema';
import { readDetailsDraft } from './use-checkout';

/** The delivery details entered on /checkout, if they are complete and valid. */
export function readValidDetails(): { draft: CheckoutDetailsDraft; details: CheckoutDetails } | null {
  const draft = readDetailsDraft();
  if (!draft) return null;
  const checked = validate(checkoutDetailsSchema, draft);
  return checked.ok ? { draft, details: checked.data } : null;
}

export function MissingDetailsNotice() {
  return (
    <div role="alert" className="rounded-3xl border border-apricot-200 bg-apricot-50 p-6 text-walnut-900">
      <p>Please enter your delivery details first.</p>
      <Link href="/checkout" className="mt-3 inline-block font-semibold text-apricot-800 underline underline-offset-4">
        Back to checkout
      </Link>
    </div>
  );
}
