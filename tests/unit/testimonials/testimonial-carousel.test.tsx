import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from '@/components/testimonials/testimonial-carousel';
import type { Testimonial } from '@/lib/testimonials/types';

const reviews: Testimonial[] = [
  { id: 'a', quote: 'First quote', name: 'Ayesha', rating: 5 },
  { id: 'b', quote: 'Second quote', name: 'Bilal', rating: 4 },
  { id: 'c', quote: '<script>alert(1)</script>', name: '<b>Chand</b>', rating: 5 },
];

/** jsdom has no PointerEvent; this one carries what the carousel reads (a MouseEvent's coordinates). */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const current = () => screen.getByTestId('carousel-current');
const counter = () => screen.getByTestId('carousel-counter');
const stack = () => screen.getByTestId('carousel-stack');

function swipe(dx: number, pointerType = 'touch') {
  fireEvent.pointerDown(stack(), { pointerId: 1, pointerType, clientX: 300, clientY: 100, button: 0 });
  fireEvent.pointerMove(stack(), { pointerId: 1, pointerType, clientX: 300 + dx / 2, clientY: 100 });
  fireEvent.pointerMove(stack(), { pointerId: 1, pointerType, clientX: 300 + dx, clientY: 100 });
  fireEvent.pointerUp(stack(), { pointerId: 1, pointerType, clientX: 300 + dx, clientY: 100 });
}

test('shows the current card, the counter and the swipe hint', () => {
  render(<TestimonialCarousel testimonials={reviews} />);
  expect(current()).toHaveTextContent('First quote');
  expect(current()).toHaveTextContent('Ayesha');
  expect(counter()).toHaveTextContent('1 / 3');
  expect(screen.getByTestId('swipe-hint')).toHaveTextContent('Swipe left or right');
  expect(screen.getByRole('region', { name: 'Customer testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
});

test('a swipe of more than 100 px to the left shows the next card 200 ms later', () => {
  render(<TestimonialCarousel testimonials={reviews} />);
  swipe(-150);
  expect(current()).toHaveTextContent('First quote');
  act(() => jest.advanceTimersByTime(199));
  expect(current()).toHaveTextContent('First quote');
  act(() => jest.advanceTimersByTime(1));
  expect(current()).toHaveTextContent('Second quote');
  expect(counter()).toHaveTextContent('2 / 3');
});

test('a swipe to the right from the first card wraps around to the last', () => {
  render(<TestimonialCarousel testimonials={reviews} />);
  swipe(150);
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('3 / 3');
  swipe(-130, 'mouse');
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 3');
});

test('a swipe of 100 px or less snaps back', () => {
  render(<TestimonialCarousel testimonials={reviews} />);
  swipe(-100);
  act(() => jest.advanceTimersByTime(1000));
  expect(counter()).toHaveTextContent('1 / 3');
  expect(current().style.transform).toBe('translateX(0px) rotate(0deg)');
});

test('the buttons and the arrow keys move too, wrapping around', () => {
  render(<TestimonialCarousel testimonials={reviews} />);
  fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('3 / 3');
  fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 3');
  const region = screen.getByRole('region', { name: 'Customer testimonials' });
  fireEvent.keyDown(region, { key: 'ArrowRight' });
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('2 / 3');
  fireEvent.keyDown(region, { key: 'ArrowLeft' });
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 3');
});

test('the previous and next cards are stacked behind, hidden from screen readers', () => {
  const { container } = render(<TestimonialCarousel testimonials={reviews} />);
  const behind = container.querySelectorAll('[data-testid="carousel-stack"] > [aria-hidden="true"]');
  expect([...behind].map((node) => node.textContent)).toEqual([
    expect.stringContaining('<script>'),
    expect.stringContaining('Second quote'),
  ]);
});

test("reviewers' text is shown as text, never as markup", () => {
  const { container } = render(<TestimonialCarousel testimonials={reviews} />);
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
  expect(container).toHaveTextContent('<b>Chand</b>');
});

test('one review: nothing to swipe to; none: an invitation', () => {
  const { rerender } = render(<TestimonialCarousel testimonials={reviews.slice(0, 1)} />);
  expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
  swipe(-300);
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 1');
  rerender(<TestimonialCarousel testimonials={[]} />);
  expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
});

test('on a right-to-left page the swipe and the arrow keys are mirrored: right and the left arrow bring the next card', () => {
  render(
    <div dir="rtl">
      <TestimonialCarousel testimonials={reviews} />
    </div>,
  );
  swipe(150);
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('2 / 3');
  swipe(-150);
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 3');
  const region = screen.getByRole('region', { name: 'Customer testimonials' });
  fireEvent.keyDown(region, { key: 'ArrowLeft' });
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('2 / 3');
  fireEvent.keyDown(region, { key: 'ArrowRight' });
  act(() => jest.advanceTimersByTime(200));
  expect(counter()).toHaveTextContent('1 / 3');
  swipe(150);
  expect(current().style.transform).toBe('translateX(115%) rotate(8deg)');
});
