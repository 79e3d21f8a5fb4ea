'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { CARD_CHANGE_DELAY_MS, counterText, neighbours, swipeStep, wrapIndex } from '@/lib/testimonials/carousel';
import type { Testimonial } from '@/lib/testimonials/types';
import { TestimonialCard } from './testimonial-card';

type Step = -1 | 1;

/**
 * The swipeable stack of reviews: the current card on top, the previous and next stacked behind it.
 * Dragging the card more than 100 px left brings the next card, right the previous one, wrapping
 * around; the card changes 200 ms after the swipe while the old one slides away. Previous/Next
 * buttons and the arrow keys do the same for mouse, keyboard and screen-reader users. With reduced
 * motion the cards change without sliding. On a right-to-left page everything is mirrored: the next
 * card waits on the left and comes with a swipe to the right or the left arrow key.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  const [leaving, setLeaving] = useState<Step | 0>(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const region = useRef<HTMLDivElement>(null);
  /** 1 when the page reads left to right, -1 right to left: "forward" on the screen's x axis. */
  const [forward, setForward] = useState<Step>(1);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => setForward(region.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1), []);

  const current = wrapIndex(index, count);
  const { previous, next } = neighbours(current, count);

  const move = (step: Step) => {
    if (count < 2 || timer.current) return;
    setLeaving(step);
    timer.current = setTimeout(() => {
      timer.current = null;
      setIndex((i) => wrapIndex(i + step, count));
      setLeaving(0);
      setDragX(0);
    }, CARD_CHANGE_DELAY_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) setDragX(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.current.startX;
    drag.current = null;
    setDragging(false);
    const step = event.type === 'pointercancel' ? 0 : swipeStep(dx * forward);
    if (step !== 0 && count > 1) move(step);
    else setDragX(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-forward as Step);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(forward);
    }
  };

  if (count === 0) {
    return (
      <p className="rounded-3xl border border-dashed border-walnut-200 bg-white p-10 text-center text-walnut-600">
        No reviews yet. Be the first to share your experience.
      </p>
    );
  }

  const offset = leaving !== 0 ? `${-leaving * forward * 115}%` : `${dragX}px`;
  const topStyle = {
    transform: `translateX(${offset}) rotate(${leaving !== 0 ? -leaving * forward * 8 : dragX / 40}deg)`,
    opacity: leaving !== 0 ? 0 : 1,
  };

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-3xl focus-visible:outline-offset-8"
    >
      <div
        className="relative mx-auto h-[24rem] max-w-2xl touch-pan-y select-none sm:h-[20rem]"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-testid="carousel-stack"
      >
        {previous !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -translate-x-[6%] -rotate-3 scale-[0.92] opacity-60 transition-transform duration-200 rtl:translate-x-[6%] rtl:rotate-3"
          >
            <TestimonialCard testimonial={testimonials[previous]} />
          </div>
        )}
        {next !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 translate-x-[6%] rotate-3 scale-[0.92] opacity-60 transition-transform duration-200 rtl:-translate-x-[6%] rtl:-rotate-3"
          >
            <TestimonialCard testimonial={testimonials[next]} />
          </div>
        )}
        <div
          key={testimonials[current].id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          data-testid="carousel-current"
          style={topStyle}
          className={`absolute inset-0 cursor-grab active:cursor-grabbing ${dragging ? '' : 'transition-[transform,opacity] duration-200 ease-out'}`}
        >
          <TestimonialCard testimonial={testimonials[current]} />
        </div>
      </div>

      <div className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={count < 2}
          aria-label="Previous testimonial"
          className="inline-flex size-11 items-center justify-center rounded-full border border-walnut-200 bg-white text-walnut-800 transition-colors hover:border-walnut-400 hover:bg-cream disabled:opacity-40"
        >
          <ChevronLeftIcon width={20} height={20} />
        </button>
        <p aria-live="polite" aria-atomic="true" className="min-w-16 text-center font-semibold text-walnut-800 tabular-nums">
          <span className="sr-only">Review </span>
          <span data-testid="carousel-counter">{counterText(current, count)}</span>
        </p>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={count < 2}
          aria-label="Next testimonial"
          className="inline-flex size-11 items-center justify-center rounded-full border border-walnut-200 bg-white text-walnut-800 transition-colors hover:border-walnut-400 hover:bg-cream disabled:opacity-40"
        >
          <ChevronRightIcon width={20} height={20} />
        </button>
      </div>
      <p className="mt-3 flex items-center justify-center gap-2 text-sm text-walnut-600" data-testid="swipe-hint">
        <ChevronLeftIcon width={16} height={16} />
        Swipe left or right to read more reviews
        <ChevronRightIcon width={16} height={16} />
      </p>
    </div>
  );
}
