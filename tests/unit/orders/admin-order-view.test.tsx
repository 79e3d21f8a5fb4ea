import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminOrderView } from '@/components/orders/admin-order-view';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { renderWithQuery } from '../support/render-with-query';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

const ORDER: AdminOrderDetail = {
  orderNumber: 'GDF-2611-AB12CD',
  placedAt: '2026-11-25T10:05:00Z',
  status: 'pending',
  paymentMethod: 'cod',
  paymentStatus: 'cod_pending',
  shippingMethod: 'leopard',
  shippingMethodName: 'Leopards Courier',
  userId: null,
  fullName: 'Sana Baig',
  phone: '+923551234567',
  email: 'sana@example.com',
  address: 'House 4, Jutial',
  postalCode: '15100',
  cityName: 'Gilgit',
  town: null,
  province: 'Gilgit-Baltistan',
  notes: null,
  subtotal: 1250,
  discount: 0,
  shippingFee: 150,
  total: 1400,
  couponCode: null,
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  cancelReason: null,
  paymentDueAt: null,
  placedFromNewPhone: false,
  returnedParcelsBefore: 0,
  transferOpen: false,
  nextStatuses: ['confirmed', 'processing', 'cancelled'],
  items: [{ productId: 1, productName: 'Dried Apricots', variantLabel: '500 g', unitPrice: 1250, quantity: 1, lineTotal: 1250 }],
  events: [
    {
      status: 'pending',
      paymentStatus: 'cod_pending',
      note: 'Order placed',
      actor: 'customer',
      isPublic: true,
      at: '2026-11-25T10:05:00Z',
    },
  ],
  payments: [],
  paymentNotices: [],
  walletCheckOpen: false,
};

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const moves = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/status'));

test('a double tap on Confirm order sends one move with the status the owner saw; the answer replaces the order', async () => {
  let answer: (response: FakeResponse) => void = () => {};
  fetchMock = jest.fn((url: string) =>
    url.endsWith('/status')
      ? new Promise<FakeResponse>((resolve) => (answer = resolve))
      : Promise.resolve(reply(200, { ok: true, order: ORDER })),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={ORDER} />);
  const confirm = screen.getByRole('button', { name: 'Confirm order' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  await waitFor(() => expect(moves()).toHaveLength(1));
  fireEvent.click(confirm);
  await act(async () => undefined);
  expect(moves()).toHaveLength(1);
  expect(JSON.parse(String(moves()[0][1]?.body))).toEqual({ from: 'pending', to: 'confirmed' });
  await act(async () =>
    answer(
      reply(200, {
        ok: true,
        order: { ...ORDER, status: 'confirmed', nextStatuses: ['processing', 'shipped', 'cancelled'] },
        message: 'Order confirmed.',
      }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Confirmed'));
  expect(screen.getByRole('status')).toHaveTextContent('Order confirmed.');
  expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
});

test('a refused move shows the reason and reloads the order', async () => {
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url.endsWith('/status')
        ? reply(400, { ok: false, message: 'This order was changed meanwhile: it is now cancelled.', code: 'invalid_status_transition' })
        : reply(200, { ok: true, order: { ...ORDER, status: 'cancelled', nextStatuses: [] } }),
    ),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={ORDER} />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Cancelled'));
  expect(screen.getByText('Nothing more to do: this order is cancelled.')).toBeInTheDocument();
});

test('an unconfirmed cash-on-delivery order from a new phone is flagged for a call until the owner confirms it', async () => {
  const fromNewPhone = { ...ORDER, placedFromNewPhone: true };
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      reply(200, {
        ok: true,
        order: url.endsWith('/status') ? { ...fromNewPhone, status: 'confirmed', nextStatuses: ['processing', 'cancelled'] } : fromNewPhone,
      }),
    ),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={fromNewPhone} />);
  expect(screen.getByTestId('new-phone-flag')).toHaveTextContent('New phone — confirm by call before packing');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Confirmed'));
  expect(screen.queryByTestId('new-phone-flag')).toBeNull();
});

test('no flag for a phone with a delivered order', () => {
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: ORDER })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={ORDER} />);
  expect(screen.queryByTestId('new-phone-flag')).toBeNull();
  expect(screen.queryByTestId('returned-parcels-flag')).toBeNull();
});

test('a phone whose cash-on-delivery parcels came back before is flagged with their number', () => {
  const returning = { ...ORDER, returnedParcelsBefore: 2 };
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: returning })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={returning} />);
  expect(screen.getByTestId('returned-parcels-flag')).toHaveTextContent('Returned 2 parcels before');
});

test('an order placed by phone: "No e-mail given" instead of a mail link, the town near its city, and a WhatsApp message that follows the status', async () => {
  const byPhone = { ...ORDER, email: null, town: 'Handrap', cityName: 'Phander' };
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      reply(200, {
        ok: true,
        order: url.endsWith('/status') ? { ...byPhone, status: 'confirmed', nextStatuses: ['processing', 'cancelled'] } : byPhone,
      }),
    ),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const { container } = renderWithQuery(<AdminOrderView initial={byPhone} />);
  expect(screen.getByTestId('admin-order-email')).toHaveTextContent(/^No e-mail given$/);
  expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
  expect(screen.getByText(/Handrap \(near Phander\) 15100, Gilgit-Baltistan/)).toBeInTheDocument();
  const whatsapp = () => decodeURIComponent(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href') ?? '');
  expect(whatsapp()).toContain('for delivery to Handrap (near Phander)');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Confirmed'));
  expect(whatsapp()).toContain('Your order GDF-2611-AB12CD is confirmed and being packed.');
});

test('an order with an e-mail links it', () => {
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: ORDER })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={ORDER} />);
  expect(screen.getByRole('link', { name: 'sana@example.com' })).toHaveAttribute('href', 'mailto:sana@example.com');
});
