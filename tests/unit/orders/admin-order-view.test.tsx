import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminOrderView } from '@/components/orders/admin-order-view';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { renderWithQuery } from '../support/render-with-query';
import { adminOrder } from './fixtures';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

const ORDER = adminOrder();

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
  renderWithQuery(<AdminOrderView initial={ORDER} role="owner" />);
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
  renderWithQuery(<AdminOrderView initial={ORDER} role="owner" />);
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
  renderWithQuery(<AdminOrderView initial={fromNewPhone} role="owner" />);
  expect(screen.getByTestId('new-phone-flag')).toHaveTextContent('New phone — confirm by call before packing');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Confirmed'));
  expect(screen.queryByTestId('new-phone-flag')).toBeNull();
});

test('no flag for a phone with a delivered order', () => {
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: ORDER })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={ORDER} role="owner" />);
  expect(screen.queryByTestId('new-phone-flag')).toBeNull();
  expect(screen.queryByTestId('returned-parcels-flag')).toBeNull();
});

test('a phone whose cash-on-delivery parcels came back before is flagged with their number', () => {
  const returning = { ...ORDER, returnedParcelsBefore: 2 };
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: returning })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={returning} role="owner" />);
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
  const { container } = renderWithQuery(<AdminOrderView initial={byPhone} role="owner" />);
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
  renderWithQuery(<AdminOrderView initial={ORDER} role="owner" />);
  expect(screen.getByRole('link', { name: 'sana@example.com' })).toHaveAttribute('href', 'mailto:sana@example.com');
});

describe('moves that ask once', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs; the browser tests cover the real one.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  const OUT: AdminOrderDetail = { ...ORDER, status: 'out_for_delivery', nextStatuses: ['delivered', 'delivery_failed', 'returning'] };
  const answering = (order: AdminOrderDetail) => {
    fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order, message: 'Order marked as delivered.' })));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  };

  test('"Mark as delivered" asks once, starting on "Go back"; going back (or Escape) sends nothing, confirming sends one move', async () => {
    answering({ ...OUT, status: 'delivered', paymentStatus: 'cod_collected', nextStatuses: ['returning'] });
    renderWithQuery(<AdminOrderView initial={OUT} role="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark order GDF-2611-AB12CD as delivered?' });
    expect(dialog).toHaveAccessibleDescription(
      'The cash of Rs. 1,400 is then recorded as collected. A mistake can be corrected on this page for 24 hours.',
    );
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(moves()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Delivered'));
    expect(moves()).toHaveLength(1);
    expect(JSON.parse(String(moves()[0][1]?.body))).toEqual({ from: 'out_for_delivery', to: 'delivered' });
  });

  test('"Out for delivery" stays one tap; a cancellation without its reason is sent without asking, for the message', async () => {
    answering({ ...ORDER, status: 'shipped' });
    renderWithQuery(
      <AdminOrderView initial={{ ...ORDER, status: 'shipped', nextStatuses: ['out_for_delivery', 'delivered'] }} role="owner" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Out for delivery' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(moves()).toHaveLength(1));
  });

  test('a cancellation with its reason asks once, with the cancel button in the dialog', async () => {
    answering({ ...ORDER, status: 'cancelled', nextStatuses: [] });
    renderWithQuery(<AdminOrderView initial={ORDER} role="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const form = screen.getByRole('form', { name: 'Cancel order' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel this order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order GDF-2611-AB12CD?' });
    expect(moves()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(JSON.parse(String(moves()[0][1]?.body))).toEqual({ from: 'pending', to: 'cancelled', note: 'Asked by phone' });
  });
  test('a transfer marked as not received asks once, naming the amount; the decision is sent on confirming', async () => {
    const transfer: AdminOrderDetail = { ...ORDER, paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer', transferOpen: true };
    fetchMock = jest.fn((_url: string) =>
      Promise.resolve(
        reply(200, { ok: true, order: { ...transfer, paymentStatus: 'failed' }, message: 'Transfer marked as not received.' }),
      ),
    );
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    renderWithQuery(<AdminOrderView initial={transfer} role="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer not received' }));
    const form = screen.getByRole('form', { name: 'Transfer not received' });
    fireEvent.change(within(form).getByLabelText('What happened'), { target: { value: 'Nothing in the account' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as not received' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark the transfer for order GDF-2611-AB12CD as not received?' });
    expect(dialog).toHaveAccessibleDescription(/^The payment of Rs\. 1,400 is then recorded as failed\./);
    const decisions = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/bank-transfer'));
    expect(decisions()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not received' }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(JSON.parse(String(decisions()[0][1]?.body))).toEqual({ decision: 'reject', note: 'Nothing in the account' });
  });
});

test('the last move can be undone with a reason while the database allows it; the correction reads plainly in the timeline', async () => {
  const delivered: AdminOrderDetail = {
    ...ORDER,
    status: 'delivered',
    paymentStatus: 'cod_collected',
    nextStatuses: ['returning'],
    correction: { from: 'delivered', to: 'out_for_delivery', until: '2026-11-26T10:05:00Z' },
  };
  const back: AdminOrderDetail = {
    ...ORDER,
    status: 'out_for_delivery',
    nextStatuses: ['delivered', 'delivery_failed', 'returning'],
    events: [
      ...ORDER.events,
      {
        status: 'out_for_delivery',
        paymentStatus: 'cod_pending',
        note: 'Rider still on the way',
        actor: 'admin',
        actorEmail: null,
        isPublic: false,
        at: '2026-11-25T11:00:00Z',
        correction: { from: 'delivered', to: 'out_for_delivery' },
      },
    ],
  };
  fetchMock = jest.fn((_url: string) =>
    Promise.resolve(reply(200, { ok: true, order: back, message: 'Status corrected: the order is out for delivery again.' })),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={delivered} role="owner" />);
  fireEvent.click(screen.getByRole('button', { name: 'Undo: back to Out for delivery' }));
  const form = screen.getByRole('form', { name: 'Correct the status' });
  fireEvent.change(within(form).getByLabelText('Reason for the correction'), { target: { value: 'Rider still on the way' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Back to Out for delivery' }));
  await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Out for delivery'));
  const sent = fetchMock.mock.calls.filter(([url]) => url.endsWith('/correction'));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String(sent[0][1]?.body))).toEqual({ expected: 'delivered', reason: 'Rider still on the way' });
  expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  const timeline = screen.getByRole('list', { name: 'Order history' });
  expect(timeline).toHaveTextContent('Corrected: delivered → out for delivery');
  expect(timeline).toHaveTextContent('Reason: Rider still on the way');
});

test('the timeline names the team member who took a step, and says "the shop" when the database names nobody', () => {
  const packed: AdminOrderDetail = {
    ...ORDER,
    events: [
      ...ORDER.events,
      { ...ORDER.events[0]!, status: 'confirmed', actor: 'admin', actorEmail: null, at: '2026-11-25T10:30:00Z' },
      { ...ORDER.events[0]!, status: 'packed', actor: 'admin', actorEmail: 'ali@example.com', at: '2026-11-25T11:00:00Z' },
    ],
  };
  fetchMock = jest.fn((_url: string) => Promise.resolve(reply(200, { ok: true, order: packed })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<AdminOrderView initial={packed} role="owner" />);
  const steps = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent('by the customer');
  expect(steps[1]).toHaveTextContent('by the shop');
  expect(steps[2]).toHaveTextContent('by ali@example.com');
});
