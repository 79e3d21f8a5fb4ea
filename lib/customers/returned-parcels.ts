/**
 * Cash-on-delivery parcels that came back (refused at the door or not delivered, status 'returned'):
 * the console flags the customer's next orders and their line in the customer list.
 */

/** "Returned 1 parcel before", "Returned 2 parcels before". */
export function returnedParcelsFlag(count: number): string {
  return `Returned ${count} ${count === 1 ? 'parcel' : 'parcels'} before`;
}
