import { SHIPPING_ZONES } from '@/lib/shipping/schema';
import type { CourierTariff } from '@/lib/shipping/types';
import { CourierTariffEditor } from './courier-tariff-editor';

/** A courier's rate card per zone, used by the methods whose fee comes from it. */
export function CourierTariffCard({ tariff, usedBy }: { tariff: CourierTariff; usedBy: string[] }) {
  return (
    <article
      aria-labelledby={`tariff-${tariff.courier}`}
      className="rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5"
    >
      <h3 id={`tariff-${tariff.courier}`} className="font-display text-xl font-bold text-walnut-950">
        {tariff.name} tariff
      </h3>
      <p className="mt-1 text-sm text-walnut-600">
        {usedBy.length === 0 ? 'No method takes its fee from this tariff.' : `Prices ${usedBy.join(', ')} at checkout.`} A parcel pays for
        the heavier of its weight and its volumetric weight (the packed sizes of its products).
      </p>
      <div className="mt-3 grid gap-3 lg:grid-cols-3">
        {SHIPPING_ZONES.map((zone) => (
          <CourierTariffEditor key={zone} courier={tariff.courier} courierName={tariff.name} zone={zone} tariff={tariff.zones[zone]} />
        ))}
      </div>
    </article>
  );
}
