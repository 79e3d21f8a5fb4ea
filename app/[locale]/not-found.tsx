import { notFoundMetadata, NotFoundScreen } from '@/components/layout/not-found-screen';

export const generateMetadata = notFoundMetadata;

/** What a page of the shop shows when it calls notFound(). */
export default function NotFound() {
  return <NotFoundScreen />;
}
