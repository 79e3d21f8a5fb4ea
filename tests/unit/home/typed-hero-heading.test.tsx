import { act, render, screen } from '@testing-library/react';
import { SUBTITLE_PAUSE_MS, TYPING_CHAR_MS, TypedHeroHeading } from '@/components/home/typed-hero-heading';

const TITLE = 'Pure and Fresh Dry Fruits';
const SUBTITLE = 'From Gilgit';

function typed() {
  return screen.getAllByTestId('typed-text').map((node) => node.textContent);
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** Advances time one character step at a time, letting React render between the steps. */
function typeChars(count: number) {
  for (let i = 0; i < count; i += 1) act(() => jest.advanceTimersByTime(TYPING_CHAR_MS));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

test('the full title is in the accessible name from the first render', () => {
  render(<TypedHeroHeading title={TITLE} subtitle={SUBTITLE} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(TITLE);
  expect(typed()).toEqual(['', '']);
});

test('the title types one character every 50 ms', () => {
  render(<TypedHeroHeading title={TITLE} />);
  act(() => jest.advanceTimersByTime(TYPING_CHAR_MS - 1));
  expect(typed()).toEqual(['']);
  act(() => jest.advanceTimersByTime(1));
  expect(typed()).toEqual(['P']);
  typeChars(3);
  expect(typed()).toEqual(['Pure']);
  typeChars(TITLE.length - 5);
  expect(typed()).toEqual([TITLE.slice(0, -1)]);
  typeChars(1);
  expect(typed()).toEqual([TITLE]);
  act(() => jest.advanceTimersByTime(10_000));
  expect(typed()).toEqual([TITLE]);
});

test('the subtitle starts after a 1000 ms pause once the title is complete, then types at 50 ms', () => {
  render(<TypedHeroHeading title={TITLE} subtitle={SUBTITLE} />);
  typeChars(TITLE.length);
  expect(typed()).toEqual([TITLE, '']);
  act(() => jest.advanceTimersByTime(SUBTITLE_PAUSE_MS));
  expect(typed()).toEqual([TITLE, '']);
  act(() => jest.advanceTimersByTime(TYPING_CHAR_MS));
  expect(typed()).toEqual([TITLE, 'F']);
  typeChars(SUBTITLE.length - 1);
  expect(typed()).toEqual([TITLE, SUBTITLE]);
  expect(screen.getByText(SUBTITLE, { selector: '.sr-only' })).toBeInTheDocument();
});

test('with reduced motion the title and subtitle show at once', () => {
  mockReducedMotion(true);
  render(<TypedHeroHeading title={TITLE} subtitle={SUBTITLE} />);
  expect(typed()).toEqual([TITLE, SUBTITLE]);
  expect(jest.getTimerCount()).toBe(0);
});
