import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminOrderView } from '@/components/orders/admin-order-view';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { renderWithQuery } from '../support/render-with-query';
import { adminOrder } from './fixtures';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

const PAID = adminOrder();

/** A paid bank-transfer order, cancelled: it owes its whole total. */
const CANCELLED: AdminOrderDetail = {
  ...PAID,
  status: 'cancelled',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'paid',
  nextStatuses: [],
  refundable: 1400,
  refundOwed: 1400,
};

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});
const refunds = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/refund'));

test('a cancelled paid order opens with its refund owed; the form checks the reference, asks once, and sends one refund', async () => {
  let answer: (response: FakeResponse) => void = () => {};
  fetchMock = jest.fn((url: string) =>
    url.endsWith('/refund')
      ? new Promise<FakeResponse>((resolve) => (answer = resolve))
      : Promise.resolve(reply(200, { ok: true, order: CANCELLED })),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={CANCELLED} role="owner" />);
  expect(screen.getByTestId('refund-owed')).toHaveTextContent('Refund owed: Rs. 1,400');
  expect(screen.queryByText(/Nothing more to do/)).toBeNull();

  const form = screen.getByRole('form', { name: 'Record a refund' });
  expect(screen.getByLabelText('Amount refunded (Rs.)')).toHaveValue('1400');
  fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
  expect(screen.getByLabelText('Transaction reference')).toHaveAccessibleDescription(
    'Please enter the reference of the transfer (up to 64 characters).',
  );
  fireEvent.change(screen.getByLabelText('Transaction reference'), { target: { value: 'MZ-1' } });
  fireEvent.change(screen.getByLabelText('Amount refunded (Rs.)'), { target: { value: '1,000' } });
  fireEvent.submit(form);
  const ask = screen.getByRole('group', { name: 'Confirm the refund' });
  expect(ask).toHaveTextContent('Record a refund of Rs. 1,000 by bank transfer (ref MZ-1)?');
  expect(refunds()).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
  expect(screen.getByLabelText('Transaction reference')).toHaveValue('MZ-1');
  fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
  const record = screen.getByRole('button', { name: 'Record' });
  fireEvent.click(record);
  fireEvent.click(record);
  await waitFor(() => expect(refunds()).toHaveLength(1));
  expect(JSON.parse(String(refunds()[0][1]?.body))).toEqual({ amount: 1000, method: 'bank_transfer', reference: 'MZ-1' });
  await act(async () =>
    answer(
      reply(200, {
        ok: true,
        order: {
          ...CANCELLED,
          paymentStatus: 'partly_refunded',
          refundable: 400,
          refundOwed: 400,
          refunds: [{ amount: 1000, method: 'bank_transfer', reference: 'MZ-1', note: null, at: '2026-11-26T10:00:00Z' }],
        },
        message: 'Refund of Rs. 1,000 recorded; Rs. 400 is left to refund.',
      }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('admin-payment-status')).toHaveTextContent('Partly refunded'));
  expect(screen.getByTestId('refund-owed')).toHaveTextContent('Refund owed: Rs. 400');
  expect(screen.getByRole('list', { name: 'Refunds recorded' })).toHaveTextContent('Rs. 1,000 by bank transfer (ref MZ-1)');
});

test('a paid order that owes nothing offers a refund under Payment; an unpaid one offers none', () => {
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: PAID })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const { unmount } = renderWithQuery(
    <AdminOrderView initial={{ ...PAID, paymentStatus: 'cod_collected', refundable: 1400 }} role="owner" />,
  );
  expect(screen.queryByTestId('refund-owed')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Record a refund' }));
  expect(screen.getByLabelText('Sent by')).toHaveValue('cash');
  expect(screen.getByLabelText('Transaction reference (optional)')).toHaveValue('');
  unmount();
  renderWithQuery(<AdminOrderView initial={PAID} role="owner" />);
  expect(screen.queryByRole('button', { name: 'Record a refund' })).toBeNull();
});

test('staff read the refund owed but get no form, and no "Record a refund" on a paid order', () => {
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: CANCELLED })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const { unmount } = renderWithQuery(<AdminOrderView initial={CANCELLED} role="staff" />);
  expect(screen.getByTestId('refund-owed')).toHaveTextContent('Refund owed: Rs. 1,400 — the owner records refunds.');
  expect(screen.queryByRole('form', { name: 'Record a refund' })).toBeNull();
  unmount();
  renderWithQuery(<AdminOrderView initial={{ ...PAID, paymentStatus: 'cod_collected', refundable: 1400 }} role="staff" />);
  expect(screen.queryByRole('button', { name: 'Record a refund' })).toBeNull();
});
