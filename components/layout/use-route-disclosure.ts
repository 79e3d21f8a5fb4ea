'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState, type MouseEvent } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';

/**
 * Open/closed state of a header panel (mobile menu, user menu). It closes when the route changes,
 * on a press outside the panel and its button, and on Escape (which returns focus to the button).
 */
export function useRouteDisclosure() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [buttonRef, panelRef],
  );

  return {
    open,
    pathname,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    buttonRef,
    panelRef,
  };
}

/** A panel's click handler: following one of its links or pressing one of its buttons closes it. */
export function closeOnItem(event: MouseEvent<HTMLElement>, close: () => void) {
  if ((event.target as Element).closest('a, button')) close();
}
