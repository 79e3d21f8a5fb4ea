import { fetchProductPhoto } from '@/lib/catalog/product-photos';

/** GET /product-photos/{product id}/{uuid}.webp: a photo uploaded in the console (names never change, so it is cached for a year). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string[] }> }) {
  const photo = await fetchProductPhoto((await params).name.join('/'));
  if (!photo) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(photo.body, {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
}
