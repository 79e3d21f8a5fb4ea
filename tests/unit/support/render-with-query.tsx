import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createShopQueryClient } from '@/components/query/query-provider';

/** Renders with the shop's own QueryClient (its retry policy and favourites), as the root layout does; rerenders keep it. */
export function renderWithQuery(ui: ReactElement, client: QueryClient = createShopQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper }) };
}

/** The same, for server rendering. */
export function withQuery(ui: ReactElement, client: QueryClient = createShopQueryClient()): ReactElement {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
