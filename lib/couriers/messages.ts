/** The console's words for booking with a courier (the database's own refusals keep the database's words). */
export const COURIER_OFF = (courier: string) =>
  `${courier} is switched off on this shop: set its mode and credentials (docs/couriers.md), or hand the parcel over by hand.`;
export const COURIER_REFUSED = (courier: string, reason: string) => `${courier} refused the booking: ${reason}`;
export const COURIER_UNREACHABLE = (courier: string) =>
  `${courier} did not answer. Nothing is lost: try again, and the parcel is booked once.`;
export const COURIER_CITY_UNKNOWN = (courier: string, city: string) =>
  `${courier} does not list ${city} or its district: hand this parcel over by hand with its tracking number.`;
export const BOOKED = (courier: string, trackingNumber: string) =>
  `Booked with ${courier}: ${trackingNumber}. The shopper has the tracking link.`;
export const BATCH_BOOKED = (booked: number, failed: number) =>
  failed === 0 ? `${booked} ${booked === 1 ? 'parcel' : 'parcels'} booked.` : `${booked} booked, ${failed} not: see each order below.`;
export const SYNCED = (asked: number, moved: number, paid: number, unreachable: string[]) =>
  [
    asked === 0
      ? 'No parcel is open with a courier.'
      : `Asked about ${asked} ${asked === 1 ? 'parcel' : 'parcels'}: ${moved} moved on, ${paid} newly paid.`,
    unreachable.length > 0 ? `${unreachable.join(' and ')} did not answer: asked again at the next run.` : '',
  ]
    .filter(Boolean)
    .join(' ');
