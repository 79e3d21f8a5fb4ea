import type { MetadataRoute } from 'next';
import { listCatalog } from '@/lib/catalog/queries';
import { siteOrigin } from '@/lib/seo/site-url';
import { buildSitemap } from '@/lib/seo/sitemap';

/** Regenerated with the catalogue (tag `catalog`) or at most a minute after a change. */
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(siteOrigin(), await listCatalog());
}
