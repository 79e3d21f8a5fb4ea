import 'server-only';
import { serverEnv } from '@/lib/env';

/** The names the console gives photos: `<product id>/<uuid>.webp` (lib/catalog/photo-uploads.ts). */
const PHOTO_NAME = /^[1-9][0-9]{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * A product photo from the public `product-images` bucket, or null when there is none. The shop
 * serves them under its own origin, so image URLs stay `/…` (the catalogue's rule) and next/image
 * optimises them like the bundled ones.
 */
export async function fetchProductPhoto(name: string): Promise<Response | null> {
  if (!PHOTO_NAME.test(name)) return null;
  const base = serverEnv().SUPABASE_URL.replace(/\/$/, '');
  const response = await fetch(`${base}/storage/v1/object/public/product-images/${name}`, { cache: 'no-store' });
  if (!response.ok || !response.body) return null;
  return response;
}
