'use client';

import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { registerFavorites } from '@/lib/favorites/favorites-query';
import { createQueryClient } from '@/lib/query/query-client';

export function createShopQueryClient() {
  // React Query assumes a connection until the browser says it lost one; a page opened offline says so at once.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const client = createQueryClient();
  registerFavorites(client);
  return client;
}

/** One QueryClient per page load, with the shop's retry policy (lib/query/query-client.ts). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createShopQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
