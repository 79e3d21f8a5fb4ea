import { act, fireEvent, screen, within } from '@testing-library/react';
import { CustomerReviews } from '@/components/testimonials/customer-reviews';
import { FALLBACK_TESTIMONIALS } from '@/lib/testimonials/fallback';
import type { Testimonial } from '@/lib/testimonials/types';
import { renderWithQuery } from '../support/render-with-query';

const approved: Testimonial[] = [
  { id: '1', quote: 'Fresh apricots.', name: 'Ayesha Khan', rating: 5 },
  { id: '2', quote: 'Good almonds.', name: 'Imran Hussain', rating: 4 },
  { id: '3', quote: 'Real shahtoot.', name: 'Sana Baig', rating: 4 },
];

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

const fillAndSend = () => {
  fireEvent.change(screen.getByPlaceholderText('Enter your name'), { target: { value: 'Zainab' } });
  fireEvent.change(screen.getByPlaceholderText('Share your experience with our products...'), { target: { value: 'Lovely.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
};

test('average to one decimal and the count of loaded reviews', () => {
  renderWithQuery(<CustomerReviews initial={{ testimonials: approved, error: null }} />);
  expect(screen.getByTestId('reviews-average')).toHaveTextContent('4.3');
  expect(screen.getByTestId('reviews-count')).toHaveTextContent('Based on 3 reviews');
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 / 3');
});

test('no reviews: 0.0 and an invitation', () => {
  renderWithQuery(<CustomerReviews initial={{ testimonials: [], error: null }} />);
  expect(screen.getByTestId('reviews-average')).toHaveTextContent('0.0');
  expect(screen.getByTestId('reviews-count')).toHaveTextContent('No reviews yet');
});

test('when the server could not load the reviews, the four built-in ones are shown (as the loader hands them over)', () => {
  renderWithQuery(<CustomerReviews initial={{ testimonials: [...FALLBACK_TESTIMONIALS], error: 'Failed to fetch testimonials' }} />);
  expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 / 4');
  expect(screen.getByTestId('reviews-average')).toHaveTextContent('4.8');
  expect(screen.getByTestId('reviews-count')).toHaveTextContent('Based on 4 reviews');
});

test('after a review is sent the list is reloaded; if the reload fails (after 3 retries) the built-in reviews are shown and the error logged', async () => {
  jest.useFakeTimers();
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') return reply(201, { ok: true });
    throw new TypeError('Failed to fetch');
  });
  renderWithQuery(<CustomerReviews initial={{ testimonials: approved, error: null }} />);
  fillAndSend();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3100);
  });
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST')).toHaveLength(4);
  expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1 / 4');
  expect(screen.getByTestId('reviews-count')).toHaveTextContent('Based on 4 reviews');
  expect(within(screen.getByTestId('carousel-current')).getByText(FALLBACK_TESTIMONIALS[0].name)).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('Failed to fetch testimonials:', expect.objectContaining({ name: 'ApiError', status: 0 }));
});

test('after a review is sent the list is reloaded from the server', async () => {
  const reloaded = [...approved, { id: '4', quote: 'New approved one.', name: 'Hamza Ali', rating: 1 }];
  fetchMock.mockImplementation(async (url, init) =>
    init?.method === 'POST' ? reply(201, { ok: true }) : reply(200, { ok: true, testimonials: reloaded }),
  );
  renderWithQuery(<CustomerReviews initial={{ testimonials: approved, error: null }} />);
  fillAndSend();
  expect(await screen.findByText('Based on 4 reviews')).toBeInTheDocument();
  expect(screen.getByTestId('reviews-average')).toHaveTextContent('3.5');
  expect(fetchMock).toHaveBeenCalledWith('/api/testimonials', expect.objectContaining({ cache: 'no-store' }));
});
