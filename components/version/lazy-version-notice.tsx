'use client';

import dynamic from 'next/dynamic';

/** The update notice loads after the page: the worker's registration and version checks need nothing sooner. */
export const LazyVersionNotice = dynamic(() => import('./version-notice').then((module) => module.VersionNotice), { ssr: false });
