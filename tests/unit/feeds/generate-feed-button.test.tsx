import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GenerateFeedButton } from '@/components/feeds/generate-feed-button';
import { FEED_FAILED, FEED_NOT_ADMIN } from '@/lib/feeds/messages';
import type { FeedRun } from '@/lib/feeds/types';
import { renderWithQuery } from '../support/render-with-query';

const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => mockRouter }));

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });
const RUN: FeedRun = {
  id: 'r1',
  createdAt: '2026-11-25T10:00:00Z',
  createdBy: 'owner@example.pk',
  itemCount: 68,
  productCount: 27,
  warnings: [],
  preview: [],
};
let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

beforeEach(() => {
  mockRouter.refresh.mockClear();
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => reply(200, { ok: true, run: RUN }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const button = () => screen.getByRole('button', { name: /Generate feed|Generating/ });

test('one click generates once, says how many items, and re-renders the page with the new run', async () => {
  renderWithQuery(<GenerateFeedButton />);
  await act(async () => fireEvent.click(button()));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/api/admin/product-feed', expect.objectContaining({ method: 'POST', body: '{}' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Feed generated: 68 items from 27 products, 0 warnings.');
  expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
  expect(button()).toBeEnabled();
});

test('a double tap sends one request; the button is busy and disabled meanwhile', async () => {
  let answer: (response: FakeResponse) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  renderWithQuery(<GenerateFeedButton />);
  // Both clicks land before React Query re-renders the button as busy (it notifies on a timer).
  fireEvent.click(button());
  fireEvent.click(button());
  await waitFor(() => expect(button()).toBeDisabled());
  fireEvent.click(button());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(button()).toHaveAttribute('aria-busy', 'true');
  expect(button()).toHaveTextContent('Generating…');
  await act(async () =>
    answer(reply(200, { ok: true, run: { ...RUN, warnings: [{ code: 'out_of_stock', message: 'x', itemIds: ['A'] }] } })),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('1 warning.');
});

test("the route's message is shown when it refuses, and a generic one when the shop cannot be reached", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockResolvedValueOnce(reply(403, { ok: false, message: FEED_NOT_ADMIN }));
  renderWithQuery(<GenerateFeedButton />);
  await act(async () => fireEvent.click(button()));
  expect(await screen.findByRole('alert')).toHaveTextContent(FEED_NOT_ADMIN);
  expect(mockRouter.refresh).not.toHaveBeenCalled();

  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await act(async () => fireEvent.click(button()));
  expect(await screen.findByRole('alert')).toHaveTextContent(FEED_FAILED);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});
