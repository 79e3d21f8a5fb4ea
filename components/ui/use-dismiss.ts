'use client';

import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `open`, calls `onDismiss('escape')` when the user presses Escape, and `onDismiss('outside')` when
 * they press a pointer outside every element in `inside` (the panel and the button that opens it).
 * An Escape a control inside has already used (defaultPrevented: a search box closing its list) is
 * left to it.
 */
export function useDismiss(
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  inside: ReadonlyArray<RefObject<HTMLElement | null>>,
) {
  const latest = useRef({ onDismiss, inside });
  useEffect(() => {
    latest.current = { onDismiss, inside };
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
