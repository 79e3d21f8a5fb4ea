'use client';

import { useEffect } from 'react';
import { GENERIC_ERROR_TITLE, GenericErrorScreen } from '@/components/layout/generic-error-screen';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it renders its own document. */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>{GENERIC_ERROR_TITLE}</title>
        <GenericErrorScreen />
      </body>
    </html>
  );
}
