'use client';

import { RenderErrorScreen } from '@/components/layout/error-screen';

export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RenderErrorScreen error={error} retry={retry} />;
}
