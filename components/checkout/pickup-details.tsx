import { Link } from '@/components/i18n/link';
import { PICKUP_ADDRESS_MISSING, type PickupPoint } from '@/lib/checkout/delivery';

/**
 * Where and when a pick-up order is collected; without an address from the owner, to ask the shop
 * instead. Spans only, so it may sit inside a radio's label.
 */
export function PickupDetails({ point }: { point: PickupPoint }) {
  return (
    <span role="group" aria-label="Pick-up address" className="mt-3 block rounded-xl bg-cream p-4 text-sm text-walnut-800">
      {point.address ? (
        <>
          <span className="block">
            <span className="font-semibold text-walnut-950">Collect from:</span> {point.address}
          </span>
          <span className="mt-1 block">
            <span className="font-semibold text-walnut-950">Open:</span> {point.hours}
          </span>
        </>
      ) : (
        <span className="block">
          {PICKUP_ADDRESS_MISSING}{' '}
          <Link href="/contact-us" className="font-semibold text-apricot-800 underline underline-offset-4">
            Contact us
          </Link>
        </span>
      )}
    </span>
  );
}
