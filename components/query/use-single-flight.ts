'use client';

import { useRef } from 'react';

/**
 * A console action runs once per tap: `start()` is false while one is under way, from the tap until
 * `end()` (React Query's busy state only arrives a render later, so it cannot guard a double tap).
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return {
    start: (): boolean => {
      if (inFlight.current) return false;
      inFlight.current = true;
      return true;
    },
    end: (): void => {
      inFlight.current = false;
    },
  };
}
