'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from './button';

export interface Confirmation {
  /** The question, e.g. "Mark order GDF-2611-AB12CD as delivered?" */
  title: string;
  /** What happens then, in plain words. */
  body: string;
  /** The action's own name, on the button that takes it. */
  confirmLabel: string;
}

/**
 * Asks once before an action that moves money or cannot simply be taken back. A native modal
 * <dialog> with the alertdialog role: the page behind is inert, focus starts on "Go back" (the safe
 * choice, so an Enter pressed out of habit does nothing harmful), and Escape goes back too.
 */
export function ConfirmDialog({
  confirmation,
  danger = false,
  onConfirm,
  onCancel,
}: {
  /** The dialog is open while this is set. */
  confirmation: Confirmation | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const open = confirmation !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('button[data-safe-choice]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-3xl bg-snow p-6 text-walnut-900 shadow-2xl shadow-walnut-950/30 backdrop:bg-walnut-950/60"
    >
      {confirmation && (
        <>
          <h2 id={titleId} className="font-display text-xl font-bold text-walnut-950">
            {confirmation.title}
          </h2>
          <p id={bodyId} className="mt-2 leading-relaxed text-walnut-700">
            {confirmation.body}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button data-safe-choice variant="secondary" size="sm" onClick={onCancel}>
              Go back
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} size="sm" onClick={onConfirm}>
              {confirmation.confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
