import type { Metadata } from 'next';
import { RenderErrorProbe } from './render-error-probe';

/**
 * Test-only page (/__e2e__/render-error) for the browser tests of the error screen. It is built only
 * for the browser tests (E2E_TEST_ROUTES=on adds the `e2e.tsx` page extension, next.config.mjs); a
 * production build has no such page.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Render error probe', robots: { index: false } };

export default async function RenderErrorPage({ searchParams }: { searchParams: Promise<{ message?: string | string[] }> }) {
  const { message } = await searchParams;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold">Render error probe</h1>
      <RenderErrorProbe message={typeof message === 'string' ? message : ''} />
    </section>
  );
}
