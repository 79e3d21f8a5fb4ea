'use client';

import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * True once the element comes within `margin` (CSS rootMargin) of the viewport, and from then on.
 * A browser without IntersectionObserver gets true as soon as the page runs.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50% 0px'): boolean {
  const [near, setNear] = useState(false);
  const hydrated = useHydrated();
  const observable = hydrated && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, observable]);
  return near || (hydrated && !observable);
}
