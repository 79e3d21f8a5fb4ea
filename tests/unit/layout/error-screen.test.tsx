import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { errorMessageOf, RenderErrorScreen } from '@/components/layout/error-screen';
import { GenericErrorScreen } from '@/components/layout/generic-error-screen';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('shows "Something went wrong", the message, Try Again and a Return Home link to /', () => {
  render(<RenderErrorScreen error={new Error('The shelf fell over')} retry={jest.fn()} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('The shelf fell over')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'The shelf fell over' }));
});

test('shows "An unexpected error occurred" when there is no message, or only Next.js\'s server placeholder', () => {
  expect(errorMessageOf(new Error(''))).toBe('An unexpected error occurred');
  expect(errorMessageOf(undefined)).toBe('An unexpected error occurred');
  expect(errorMessageOf(42)).toBe('An unexpected error occurred');
  expect(errorMessageOf(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' }))).toBe(
    'An unexpected error occurred',
  );
  expect(errorMessageOf('plain text')).toBe('plain text');
});

test('Try Again re-renders the content (back to normal) for an ordinary error', () => {
  function Harness() {
    const [failed, setFailed] = useState(true);
    return failed ? <RenderErrorScreen error={new Error('Oops')} retry={() => setFailed(false)} /> : <p>Normal content</p>;
  }
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('Normal content')).toBeInTheDocument();
});

test.each([
  ['Turbopack', Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'), { name: 'ChunkLoadError' })],
  ['webpack', new Error('Loading chunk 123 failed.\n(error: https://shop/_next/static/chunks/123.js)')],
  ['a native dynamic import', new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/x.js')],
])('Try Again reloads the whole page when a chunk failed to load (%s)', (_kind, error) => {
  const retry = jest.fn();
  const reload = jest.fn();
  render(<RenderErrorScreen error={error} retry={retry} reload={reload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(retry).not.toHaveBeenCalled();
});

test('the generic page error reads "Oops! Something went wrong" with a Return Home link that loads / afresh', () => {
  render(<GenericErrorScreen />);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});
