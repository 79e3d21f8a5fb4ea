import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminMessageList } from '@/components/contact/message-list';
import type { AdminContactMessage, AdminMessagePage } from '@/lib/contact/message-types';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { renderWithQuery } from '../support/render-with-query';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

const MESSAGE: AdminContactMessage = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  fullName: 'Sana Baig',
  email: 'sana@example.com',
  phone: '0355-1234567',
  subject: null,
  text: 'Line one\nLine two <b>not bold</b>',
  orderNumber: 'GDF-2611-AB12CD',
  status: 'new',
  sentAt: '2026-11-25T10:05:00Z',
  handledAt: null,
  fromAccount: false,
};
const PAGE: AdminMessagePage = {
  messages: [MESSAGE],
  total: 1,
  page: 1,
  pageCount: 1,
  counts: { new: 1, read: 0, replied: 2, archived: 1 },
};
const HANDLED: AdminContactMessage = { ...MESSAGE, status: 'replied', handledAt: '2026-11-25T11:00:00Z' };

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
/** What POST …/status answers next, and what the list's own reads get. */
let changeAnswer: () => Promise<FakeResponse>;
let listPage: AdminMessagePage;
beforeEach(() => {
  listPage = PAGE;
  changeAnswer = async () => reply(200, { ok: true, contactMessage: HANDLED, message: 'The message from Sana Baig is marked as handled.' });
  fetchMock = jest.fn(async (url: string) => (url.endsWith('/status') ? changeAnswer() : reply(200, { ok: true, ...listPage })));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const card = () => screen.getByRole('article', { name: 'Sana Baig' });
const statusCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/status'));

test('shows the message as written, the counts, the unread number and the links', () => {
  renderWithQuery(<AdminMessageList filters={{}} initial={PAGE} />);
  expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread message');
  expect(screen.getByRole('link', { name: 'To handle 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Handled 3' })).toHaveAttribute('href', '/admin/messages?view=handled');
  expect(screen.getByRole('link', { name: 'All 4' })).toHaveAttribute('href', '/admin/messages?view=all');
  expect(within(card()).getByText(/Line two <b>not bold<\/b>/)).toHaveClass('whitespace-pre-wrap');
  expect(within(card()).getByText('25 Nov 2026, 3:05 pm')).toBeInTheDocument();
  expect(within(card()).getByRole('link', { name: 'GDF-2611-AB12CD' })).toHaveAttribute('href', '/admin/orders/GDF-2611-AB12CD');
  expect(within(card()).getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/923551234567\?text=/),
  );
  expect(within(card()).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:sana@example\.com\?subject=Re%3A%20Your%20message%20to%20Gilgit%20Dry%20Fruits/),
  );
});

test('a double tap sends one change; the button is busy meanwhile; the answer is shown and the message changes at once', async () => {
  let answer: (response: FakeResponse) => void = () => {};
  changeAnswer = () => new Promise((resolve) => (answer = resolve));
  renderWithQuery(<AdminMessageList filters={{}} initial={PAGE} />);
  const handle = within(card()).getByRole('button', { name: 'Mark as handled' });
  fireEvent.click(handle);
  fireEvent.click(handle);
  await waitFor(() => expect(within(card()).getByRole('button', { name: 'Saving…' })).toBeDisabled());
  expect(within(card()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  expect(within(card()).getByRole('button', { name: 'Archive' })).toBeDisabled();
  expect(statusCalls()).toHaveLength(1);
  expect(statusCalls()[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ status: 'replied' }) });
  listPage = { ...PAGE, messages: [HANDLED], counts: { ...PAGE.counts, new: 0, replied: 3 } };
  await act(async () =>
    answer(reply(200, { ok: true, contactMessage: HANDLED, message: 'The message from Sana Baig is marked as handled.' })),
  );
  expect(await screen.findByText('The message from Sana Baig is marked as handled.')).toBeInTheDocument();
  expect(within(card()).getByTestId('message-status')).toHaveTextContent('Handled');
  expect(within(card()).getByRole('button', { name: 'Reopen' })).toBeEnabled();
});

test("a refusal shows the route's words on the message; offline, a generic message; the buttons come back", async () => {
  changeAnswer = async () => reply(403, { ok: false, message: 'Only the shop’s admins can do this.' });
  renderWithQuery(<AdminMessageList filters={{}} initial={PAGE} />);
  await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Mark as read' })));
  expect(await within(card()).findByRole('alert')).toHaveTextContent('Only the shop’s admins can do this.');
  changeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
  await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Archive' })));
  await waitFor(() => expect(within(card()).getByRole('alert')).toHaveTextContent(ADMIN_ACTION_FAILED));
  expect(within(card()).getByRole('button', { name: 'Mark as handled' })).toBeEnabled();
});
