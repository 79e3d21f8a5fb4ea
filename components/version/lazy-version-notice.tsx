'use client';

import { clientOnlyLazy } from '@/components/ui/client-only-lazy';

/** The update notice loads after the page: the worker's registration and version checks need nothing sooner. */
export const LazyVersionNotice = clientOnlyLazy(() => import('./version-notice').then((module) => module.VersionNotice));
