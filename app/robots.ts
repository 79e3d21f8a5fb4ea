import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/site-url';
import { buildRobots } from '@/lib/seo/sitemap';

export default function robots(): MetadataRoute.Robots {
  return buildRobots(siteOrigin());
}
