'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec: 50 ms per character; the subtitle starts after a 1000 ms pause. */
export const TYPING_CHAR_MS = 50;
export const SUBTITLE_PAUSE_MS = 1_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Types `title` one character every 50 ms, pauses 1000 ms, then types `subtitle` the same way.
 * Returns how many characters of the title and of the subtitle are visible. With reduced motion
 * everything shows at once.
 */
function useTypewriter(title: string, subtitle = '') {
  const total = title.length + subtitle.length;
  const [count, setTyped] = useState(0);
  const reduced = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  const typed = reduced ? total : count;

  useEffect(() => {
    if (typed >= total) return;
    const delay = typed === title.length ? SUBTITLE_PAUSE_MS + TYPING_CHAR_MS : TYPING_CHAR_MS;
    const timer = setTimeout(() => setTyped((value) => value + 1), delay);
    return () => clearTimeout(timer);
  }, [typed, total, title.length]);

  return {
    titleChars: Math.min(typed, title.length),
    subtitleChars: Math.max(0, typed - title.length),
    done: typed >= total,
  };
}

/**
 * One typed line. The full text is in the server HTML twice: visually hidden for screen readers and
 * search engines, and invisible underneath the typed copy, where it reserves the final size so
 * typing never moves the page. Without JavaScript the reserve shows (see the <noscript> style in
 * app/shop-document.tsx).
 */
function TypedLine({ text, chars, caret }: { text: string; chars: number; caret: boolean }) {
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="grid">
        <span className="typed-reserve invisible col-start-1 row-start-1">{text}</span>
        <span className="typed-live col-start-1 row-start-1" data-testid="typed-text">
          {text.slice(0, chars)}
          {caret && (
            <span className="ms-1 inline-block h-[0.85em] w-[3px] translate-y-[0.08em] rounded-full bg-apricot-400 motion-safe:animate-caret" />
          )}
        </span>
      </span>
    </>
  );
}

/** The hero's title (h1) and optional subtitle, typed out letter by letter. */
export function TypedHeroHeading({
  title,
  subtitle,
  titleClassName,
  subtitleClassName,
}: {
  title: string;
  subtitle?: string;
  titleClassName?: string;
  subtitleClassName?: string;
}) {
  const { titleChars, subtitleChars, done } = useTypewriter(title, subtitle);
  const typingTitle = titleChars < title.length;
  return (
    <>
      <h1 className={titleClassName}>
        <TypedLine text={title} chars={titleChars} caret={typingTitle} />
      </h1>
      {subtitle && (
        <p className={subtitleClassName}>
          <TypedLine text={subtitle} chars={subtitleChars} caret={!typingTitle && !done} />
        </p>
      )}
    </>
  );
}
