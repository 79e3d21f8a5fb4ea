import 'server-only';
import { serverEnv } from '@/lib/env';
import { FALLBACK_SITE_URL } from './site';

/** The public origin of the shop (SITE_URL, no trailing slash), for canonical links, the sitemap and JSON-LD. */
export function siteOrigin(): string {
  try {
    return serverEnv().SITE_URL;
  } catch {
    const raw = process.env.SITE_URL?.trim();
    try {
      return new URL(raw || FALLBACK_SITE_URL).origin;
    } catch {
      return FALLBACK_SITE_URL;
    }
  }
}
