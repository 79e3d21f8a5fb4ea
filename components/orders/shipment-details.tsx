import { formatRupees } from '@/lib/format/rupees';
import type { Shipment } from '@/lib/orders/shipment';
import { STAGE_LABELS } from '@/lib/orders/shipment-stages';
import { CourierEvents } from './courier-events';

/** The order's booking as the courier last told it: its number and slip, where the parcel is, its events, and the cash. */
export function ShipmentDetails({ shipment, courier }: { shipment: Shipment; courier: string }) {
  if (shipment.state !== 'booked') return null;
  return (
    <div className="mt-3 space-y-3 text-sm text-walnut-800">
      <p>
        {courier}: <strong data-testid="shipment-tracking-number">{shipment.trackingNumber}</strong>
        {shipment.stage && (
          <>
            {' · '}
            <span data-testid="shipment-stage">{STAGE_LABELS[shipment.stage]}</span>
          </>
        )}
      </p>
      {shipment.slipUrl && (
        <p>
          <a href={shipment.slipUrl} target="_blank" rel="noopener noreferrer" className="text-apricot-800 underline underline-offset-4">
            The courier&apos;s slip
          </a>
        </p>
      )}
      {shipment.codAmount > 0 && (
        <p data-testid="shipment-cash">
          {shipment.payment
            ? `${courier} paid ${formatRupees(shipment.payment.amount)} on ${shipment.payment.paidOn}${shipment.payment.reference ? ` (${shipment.payment.reference})` : ''}.`
            : `${formatRupees(shipment.codAmount)} to collect: ${courier} has not paid it yet.`}
        </p>
      )}
      <CourierEvents events={shipment.events} className="mt-3" />
    </div>
  );
}
