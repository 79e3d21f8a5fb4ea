import { formatPakistanDateTime } from '@/lib/format/date';
import { statusLabel, type OrderEvent } from '@/lib/orders/types';

/** The order's public status history, oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol aria-label="Status timeline" className="mt-4 space-y-4 border-s-2 border-sand ps-5">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -inset-s-[27px] size-3 rounded-full bg-apricot-500" />
          <p className="font-semibold text-walnut-950">{statusLabel(event.status)}</p>
          <p className="text-sm text-walnut-600">
            <time dateTime={event.at}>{formatPakistanDateTime(event.at)}</time>
            {event.location && ` · ${event.location}`}
          </p>
          {event.note && <p className="text-sm text-walnut-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
