import { BreadcrumbJsonLd } from 'next-seo';
import { breadcrumbJsonLdProps, type Crumb } from '@/lib/seo/json-ld';

/** The page's breadcrumb trail as a BreadcrumbList, rendered by next-seo on the server. */
export function BreadcrumbStructuredData({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  return <BreadcrumbJsonLd {...breadcrumbJsonLdProps(crumbs, origin)} />;
}
