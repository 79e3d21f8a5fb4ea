'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type MouseEvent, type Ref } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';

/** What a disclosure's panel is wired with: hidden while closed; following an item inside closes it. */
export interface DisclosurePanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  hidden: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Open/closed state of a header panel (mobile menu, user menu). It closes when the route changes,
 * on a press outside the panel and its button, and on Escape (which returns focus to the button).
 * `buttonProps` and `panelProps` wire the button (aria-expanded, aria-controls) and the panel.
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

  const panelId = useId();
  const close = () => setOpen(false);
  const panelProps: DisclosurePanelProps = {
    ref: panelRef,
    id: panelId,
    hidden: !open,
    onClick: (event) => closeOnItem(event, close),
  };
  return {
    open,
    pathname,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps,
  };
}

/** A panel's click handler: following one of its links or pressing one of its buttons closes it. */
function closeOnItem(event: MouseEvent<HTMLElement>, close: () => void) {
  if ((event.target as Element).closest('a, button')) close();
}
