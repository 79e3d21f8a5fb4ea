'use client';

import { useEffect, type ReactNode } from 'react';
import { useLocalizedPath } from '@/components/i18n/use-locale';
import { Button, buttonClass } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/warning-icon';
import { isChunkLoadError } from '@/lib/version/chunk-load';
import { BrandMark } from '../ui/brand-mark';

const RENDER_ERROR_TITLE = 'Something went wrong';
const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * The message to show for a caught error. Errors from Server Components carry a digest and, in
 * production, a generic text written by Next.js instead of the real one: those show the spec's
 * fallback, as do errors with no message.
 */
export function errorMessageOf(error: unknown): string {
  if (typeof error === 'string') return error.trim() || UNEXPECTED_ERROR_MESSAGE;
  if (typeof error !== 'object' || error === null) return UNEXPECTED_ERROR_MESSAGE;
  const { message, digest } = error as { message?: unknown; digest?: unknown };
  if (typeof digest === 'string' || typeof message !== 'string' || !message.trim()) return UNEXPECTED_ERROR_MESSAGE;
  return message;
}

function ErrorCard({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-1 items-center justify-center bg-snow px-4 py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-3xl border border-sand bg-white p-8 text-center shadow-xl shadow-walnut-900/5 sm:p-10"
      >
        <div className="relative mx-auto w-fit">
          <BrandMark size={56} />
          <span className="absolute -inset-e-2 -bottom-2 inline-flex size-7 items-center justify-center rounded-full bg-red-700 text-white ring-4 ring-white">
            <WarningIcon width={16} height={16} />
          </span>
        </div>
        <h1 className="mt-6 font-display text-3xl font-bold text-walnut-950">{title}</h1>
        {children}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </main>
  );
}

/**
 * The route-level error screen: "Something went wrong", the message, Try Again and Return Home.
 * Try Again re-renders the segment; when a chunk failed to load it reloads the whole page instead,
 * since only a fresh page has the current build's chunks.
 */
export function RenderErrorScreen({
  error,
  retry,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  retry: () => void;
  reload?: () => void;
}) {
  const localized = useLocalizedPath();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorCard
      title={RENDER_ERROR_TITLE}
      actions={
        <>
          <Button onClick={() => (isChunkLoadError(error) ? reload() : retry())}>Try Again</Button>
          {/* A full page load: whatever broke this page stays behind. */}
          <a href={localized('/')} className={buttonClass({ variant: 'secondary' })}>
            Return Home
          </a>
        </>
      }
    >
      <p className="mt-3 break-words text-walnut-600">{errorMessageOf(error)}</p>
    </ErrorCard>
  );
}
