import { SHIPPING_ZONES } from '@/lib/shipping/schema';
import type { AdminShippingMethod } from '@/lib/shipping/types';
import { ShippingMethodForm } from './shipping-method-form';
import { ShippingRatesEditor } from './shipping-rates-editor';

/** A shipping method: its settings, then its weight bands per zone. */
export function ShippingMethodCard({ method, courierName }: { method: AdminShippingMethod; courierName: string | null }) {
  return (
    <article aria-labelledby={`method-${method.id}`} className="rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5">
      <h3 id={`method-${method.id}`} className="font-display text-xl font-bold text-walnut-950">
        {method.name}
        {!method.isActive && <span className="ms-2 text-sm font-normal text-walnut-600">(not offered)</span>}
      </h3>
      <div className="mt-4">
        <ShippingMethodForm method={method} courierName={courierName} />
      </div>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-apricot-800 underline underline-offset-4">
          Weight bands and fees
        </summary>
        <p className="mt-2 text-sm text-walnut-600">
          Each parcel pays the fee of the lightest band that covers its weight.
          {method.feeFrom === 'courier_tariff' && ` Not used while the fee comes from ${courierName ?? 'the courier'}’s tariff.`}
        </p>
        <div className="mt-3 grid gap-3 lg:grid-cols-3">
          {SHIPPING_ZONES.map((zone) => (
            <ShippingRatesEditor key={zone} methodId={method.id} methodName={method.name} zone={zone} bands={method.rates[zone]} />
          ))}
        </div>
      </details>
    </article>
  );
}
