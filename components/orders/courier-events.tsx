import { formatPakistanDateTime } from '@/lib/format/date';
import type { CourierEvent } from '@/lib/orders/shipment';

/** The courier's own tracking events for the parcel, newest first; nothing until the courier has told any. */
export function CourierEvents({ events, className = 'mt-6' }: { events: CourierEvent[]; className?: string }) {
  if (events.length === 0) return null;
  return (
    <div className={className}>
      <h3 className="font-semibold text-walnut-900">From the courier</h3>
      <ol aria-label="The courier's events" className="mt-2 space-y-2 border-s-2 border-sand ps-4 text-sm">
        {[...events].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="font-semibold text-walnut-950">{event.status}</p>
            <p className="text-walnut-600">
              <time dateTime={event.at}>{formatPakistanDateTime(event.at)}</time>
              {event.location && ` · ${event.location}`}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
