/** @jest-environment node */
/**
 * The couriers' statuses in the shop's stages: each status by its own words (case aside), and a
 * status the shop has not met taken as on its way.
 */
import { SHIPMENT_STAGES } from '@/lib/providers/couriers/courier';
import { leopardsStage, LEOPARDS_STATUSES } from '@/lib/providers/couriers/leopards/statuses';
import { postExStage, POSTEX_STATUSES } from '@/lib/providers/couriers/postex/statuses';

test.each([
  ['Pickup Request not Send', 'booked'],
  ['Shipment Picked', 'in_transit'],
  ['Assign to Courier', 'out_for_delivery'],
  ['Pending', 'attempted'],
  ['Delivered', 'delivered'],
  ['Being Return', 'returning'],
  ['Returned to shipper', 'returned'],
  ['48 Hours Auto Canceled', 'cancelled'],
  ['  returned TO SHIPPER ', 'returned'],
  ['Held at Customs', 'in_transit'],
])('Leopards %p is %p', (status, stage) => {
  expect(leopardsStage(status)).toBe(stage);
});

test.each([
  ['0001', 'booked'],
  ['0003', 'in_transit'],
  ['0004', 'out_for_delivery'],
  ['0013', 'attempted'],
  ['0005', 'delivered'],
  ['0040', 'returning'],
  ['0006', 'returned'],
  ['0002', 'cancelled'],
  ['9999', 'in_transit'],
])('PostEx %p is %p', (code, stage) => {
  expect(postExStage(code)).toBe(stage);
});

test('every stage is reached by some status of each courier', () => {
  expect(new Set(Object.values(LEOPARDS_STATUSES))).toEqual(new Set(SHIPMENT_STAGES));
  expect(new Set(Object.values(POSTEX_STATUSES).map(({ stage }) => stage))).toEqual(new Set(SHIPMENT_STAGES));
});
