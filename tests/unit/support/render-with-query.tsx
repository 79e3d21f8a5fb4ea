import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { createShopQueryClient } from '@/components/query/query-provider';
import { catalogOf } from '@/i18n/catalogs';
import { PAKISTAN_TIME_ZONE } from '@/lib/format/date';

/**
 * Renders with the shop's own QueryClient (its retry policy and favourites), as the root layout does,
 * and the English words (next-intl gives server components theirs from i18n/request.ts); rerenders keep it.
 */
export function renderWithQuery(ui: ReactElement, client: QueryClient = createShopQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => withQuery(<>{children}</>, client);
  return { client, ...render(ui, { wrapper }) };
}

/** The same, for server rendering. */
export function withQuery(ui: ReactElement, client: QueryClient = createShopQueryClient()): ReactElement {
  return (
    <NextIntlClientProvider locale="en" messages={catalogOf('en')} timeZone={PAKISTAN_TIME_ZONE}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}
