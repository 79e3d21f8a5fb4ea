import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminOrderView } from '@/components/orders/admin-order-view';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { renderWithQuery } from '../support/render-with-query';
import { adminOrder } from './fixtures';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

/** A packed cash-on-delivery order whose shipping method books with Leopards. */
const PACKED: AdminOrderDetail = { ...adminOrder(), status: 'processing', nextStatuses: ['shipped', 'cancelled'], total: 2450 };

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});
const bookings = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/booking'));

test('two taps book the order: the first shows what the courier is told, the second sends the weight and pieces as corrected', async () => {
  const booked: AdminOrderDetail = {
    ...PACKED,
    status: 'shipped',
    nextStatuses: ['out_for_delivery', 'delivered', 'delivery_failed', 'returning'],
    courier: 'Leopards Courier',
    trackingNumber: 'LE7512345678',
    shipment: {
      courier: 'leopards',
      state: 'booked',
      trackingNumber: 'LE7512345678',
      slipUrl: null,
      stage: 'booked',
      courierStatus: null,
      events: [],
      codAmount: 2450,
      bookedAt: '2026-11-29T06:00:00Z',
      payment: null,
    },
  };
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url.endsWith('/booking')
        ? reply(200, { ok: true, order: booked, message: 'Booked with Leopards Courier: LE7512345678. The shopper has the tracking link.' })
        : reply(200, { ok: true, order: booked }),
    ),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={PACKED} role="staff" />);
  fireEvent.click(screen.getByRole('button', { name: 'Book with Leopards Courier' }));
  const form = screen.getByRole('form', { name: 'Book with Leopards Courier' });
  expect(within(form).getByTestId('booking-cod')).toHaveTextContent('The courier collects Rs. 2,450');
  expect(within(form).getByLabelText('Weight (grams)')).toHaveValue('1500');
  fireEvent.change(within(form).getByLabelText('Pieces'), { target: { value: '2' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(bookings()).toHaveLength(1));
  expect(JSON.parse(String(bookings()[0]![1]?.body))).toEqual({ weightGrams: 1500, pieces: 2 });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Booked with Leopards Courier: LE7512345678.'));
  expect(screen.getByTestId('shipment-tracking-number')).toHaveTextContent('LE7512345678');
  expect(screen.getByTestId('shipment-cash')).toHaveTextContent('Rs. 2,450 to collect: Leopards Courier has not paid it yet.');
  expect(screen.queryByRole('button', { name: 'Book with Leopards Courier' })).toBeNull();
});

test("a booking the courier never answered offers the retry, and the courier's refusal is shown as it said it", async () => {
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url.endsWith('/booking')
        ? reply(422, { ok: false, code: 'courier_refused', message: 'Leopards Courier refused the booking: Invalid destination city' })
        : reply(200, { ok: true, order: PACKED }),
    ),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={{ ...PACKED, shipment: shipmentWaiting() }} role="owner" />);
  expect(screen.getByText(/did not answer the last booking/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try booking with Leopards Courier again' }));
  await waitFor(() => expect(bookings()).toHaveLength(1));
  expect(JSON.parse(String(bookings()[0]![1]?.body))).toEqual({});
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Leopards Courier refused the booking: Invalid destination city'),
  );
  await act(async () => undefined);
});

test('a method handed over by hand, or an order not yet packable, offers no booking', () => {
  (globalThis as { fetch?: unknown }).fetch = jest.fn();
  const { unmount } = renderWithQuery(<AdminOrderView initial={{ ...PACKED, bookableWith: null }} role="owner" />);
  expect(screen.queryByRole('button', { name: /^Book with/ })).toBeNull();
  unmount();
  renderWithQuery(<AdminOrderView initial={{ ...PACKED, status: 'pending', nextStatuses: ['confirmed', 'cancelled'] }} role="owner" />);
  expect(screen.queryByRole('button', { name: /^Book with/ })).toBeNull();
});

function shipmentWaiting(): AdminOrderDetail['shipment'] {
  return {
    courier: 'leopards',
    state: 'booking',
    trackingNumber: null,
    slipUrl: null,
    stage: null,
    courierStatus: null,
    events: [],
    codAmount: 2450,
    bookedAt: null,
    payment: null,
  };
}
