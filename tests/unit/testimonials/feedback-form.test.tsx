import { act, fireEvent, screen } from '@testing-library/react';
import { FeedbackForm } from '@/components/testimonials/feedback-form';
import { renderWithQuery } from '../support/render-with-query';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, json: async () => body });
let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => reply(201, { ok: true }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

const name = () => screen.getByPlaceholderText('Enter your name') as HTMLInputElement;
const feedback = () => screen.getByPlaceholderText('Share your experience with our products...') as HTMLTextAreaElement;
const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

test('the form: name, feedback and 1 to 5 stars, 5 by default', () => {
  renderWithQuery(<FeedbackForm />);
  expect(screen.getByRole('heading', { name: 'Share Your Experience' })).toBeInTheDocument();
  expect(name()).toHaveValue('');
  expect(feedback()).toHaveValue('');
  expect(screen.getAllByRole('radio')).toHaveLength(5);
  expect(star(5)).toBeChecked();
});

test('name and feedback are required; nothing is sent; typing clears the error', () => {
  renderWithQuery(<FeedbackForm />);
  submit();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Feedback is required')).toBeInTheDocument();
  expect(name()).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(name(), { target: { value: 'A' } });
  expect(screen.queryByText('Name is required')).toBeNull();
  expect(screen.getByText('Feedback is required')).toBeInTheDocument();
});

test('on success: sent as JSON, thank-you for 5 seconds, the form reset to empty with 5 stars, the list reloaded', async () => {
  jest.useFakeTimers();
  const { client } = renderWithQuery(<FeedbackForm />);
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  fireEvent.change(name(), { target: { value: '  Zainab Shah ' } });
  fireEvent.change(feedback(), { target: { value: 'Fresh and honest weight.' } });
  fireEvent.click(star(4));
  expect(star(4)).toBeChecked();
  await act(async () => submit());
  expect(fetchMock).toHaveBeenCalledWith('/api/testimonials', expect.objectContaining({ method: 'POST' }));
  expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
    name: '  Zainab Shah ',
    feedback: 'Fresh and honest weight.',
    rating: 4,
  });
  expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
  expect(screen.getByText(/once our team has approved it/)).toBeInTheDocument();
  expect(name()).toHaveValue('');
  expect(feedback()).toHaveValue('');
  expect(star(5)).toBeChecked();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['testimonials'] });
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
});

test('the thank-you notice can be dismissed', async () => {
  renderWithQuery(<FeedbackForm />);
  fireEvent.change(name(), { target: { value: 'Zainab' } });
  fireEvent.change(feedback(), { target: { value: 'Good.' } });
  await act(async () => submit());
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
});

test("the server's field messages are shown, and the input kept", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockResolvedValueOnce(
    reply(400, { ok: false, message: 'Name must be 80 characters or fewer', fieldErrors: { name: 'Name must be 80 characters or fewer' } }),
  );
  const { client } = renderWithQuery(<FeedbackForm />);
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  fireEvent.change(name(), { target: { value: 'Zainab' } });
  fireEvent.change(feedback(), { target: { value: 'Good.' } });
  await act(async () => submit());
  expect(screen.getByText('Name must be 80 characters or fewer')).toBeInTheDocument();
  expect(feedback()).toHaveValue('Good.');
  expect(invalidate).not.toHaveBeenCalled();
  expect(logged).toHaveBeenCalledWith('Failed to add testimonial:', expect.objectContaining({ status: 400 }));
  logged.mockRestore();
});

test('a failure without field messages says so', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockResolvedValueOnce(
    reply(429, { ok: false, message: 'Too many submissions from your connection. Please try again in a few minutes.' }),
  );
  renderWithQuery(<FeedbackForm />);
  fireEvent.change(name(), { target: { value: 'Zainab' } });
  fireEvent.change(feedback(), { target: { value: 'Good.' } });
  await act(async () => submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Too many submissions');
  logged.mockRestore();
});
