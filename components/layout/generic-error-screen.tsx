'use client';

import { buttonClass } from '@/components/ui/button';
import { BrandMark } from '../ui/brand-mark';

export const GENERIC_ERROR_TITLE = 'Oops! Something went wrong';

/**
 * The generic page error (a failure in the root layout itself): "Oops! Something went wrong". Kept
 * apart from the route error screen because the root loads its code with every page, and a plain
 * link home needs no script: only a full load recovers from a broken root layout.
 */
export function GenericErrorScreen() {
  return (
    <main className="flex min-h-dvh flex-1 items-center justify-center bg-snow px-4 py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-3xl border border-sand bg-white p-8 text-center shadow-xl shadow-walnut-900/5 sm:p-10"
      >
        <BrandMark size={56} className="mx-auto" />
        <h1 className="mt-6 font-display text-3xl font-bold text-walnut-950">{GENERIC_ERROR_TITLE}</h1>
        <p className="mt-3 text-walnut-600">We could not show this page. Please go back to the home page and try again.</p>
        <div className="mt-8 flex justify-center">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, away from the broken layout */}
          <a href="/" className={buttonClass()}>
            Return Home
          </a>
        </div>
      </div>
    </main>
  );
}
