import type { ReactNode } from 'react';
import { describeCoupon } from '@/lib/coupons/coupon-terms';
import type { Quote } from '@/lib/checkout/types';
import { Rupees } from '@/components/ui/rupees';
import { formatRupees } from '@/lib/format/rupees';

/** The order as the server priced it (quote_order): lines, subtotal, discount, shipping, total. */
export function OrderSummary({ quote, loading, children }: { quote: Quote | null; loading: boolean; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      aria-busy={loading}
      className="rounded-3xl border border-sand bg-white p-6 shadow-sm shadow-walnut-900/5"
    >
      <h2 id="order-summary-title" className="font-display text-2xl font-bold text-walnut-950">
        Order summary
      </h2>
      {!quote ? (
        <p className="mt-4 text-walnut-600">{loading ? 'Pricing your cart…' : 'Your cart could not be priced.'}</p>
      ) : (
        <>
          <ul aria-label="Items" className="mt-4 divide-y divide-sand">
            {quote.lines.map((line) => (
              <li key={line.variantId} className="flex justify-between gap-3 py-3 text-sm">
                <span className="text-walnut-800">
                  <span className="font-semibold">{line.productName ?? 'Unavailable product'}</span>
                  {line.variantLabel && <span> ({line.variantLabel})</span>} × {line.quantity}
                  {line.problem && (
                    <span className="block text-red-700">
                      {line.problem === 'out_of_stock'
                        ? 'Out of stock'
                        : line.problem === 'insufficient_stock'
                          ? `Only ${line.availableQuantity} left`
                          : 'Not available'}
                    </span>
                  )}
                </span>
                <span className="font-semibold text-walnut-950">{line.lineTotal != null ? <Rupees value={line.lineTotal} /> : '—'}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm">
            <Row label="Subtotal" value={<Rupees value={quote.subtotal} />} testId="summary-subtotal" />
            {quote.coupon?.valid && (
              <Row
                label={`Discount (${quote.coupon.code}, ${describeCoupon(quote.coupon, formatRupees)})`}
                value={
                  <span className="whitespace-nowrap">
                    -<Rupees value={quote.discount} />
                  </span>
                }
                testId="summary-discount"
              />
            )}
            <Row
              label={`Shipping${quote.shipping.name ? ` (${quote.shipping.name})` : ''}`}
              value={quote.shippingFee == null ? '—' : quote.shippingFee === 0 ? 'Free' : <Rupees value={quote.shippingFee} />}
              testId="summary-shipping"
            />
            <div className="flex justify-between border-t border-sand pt-3 text-base font-bold text-walnut-950">
              <dt>Total</dt>
              <dd data-testid="summary-total">
                <Rupees value={quote.total} />
              </dd>
            </div>
          </dl>
        </>
      )}
      {children}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-3 text-walnut-700">
      <dt>{label}</dt>
      <dd data-testid={testId} className="font-semibold text-walnut-950">
        {value}
      </dd>
    </div>
  );
}
