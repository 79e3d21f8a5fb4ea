import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type sharpModule from 'sharp';
import { CATALOG_TAG } from '@/lib/cache/tags';
import { revalidateTags } from '@/lib/cache/revalidation';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { assertProduct } from './admin-queries';
import { MAX_PHOTO_BYTES, PHOTO_MAX_SIDE } from './admin-schema';

type Client = SupabaseClient<Database>;

/** The Storage bucket of product photos (supabase/schema.sql). */
const BUCKET = 'product-images';
/** The shop's own path for the bucket's public objects (app/product-photos streams them). */
const PHOTO_PATH_PREFIX = '/product-photos/';
/** Formats sharp reads that a phone's file chooser gives. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
/** A pixel flood (a small file that decodes to a huge image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

async function loadSharp(): Promise<typeof sharpModule> {
  const mod = await import('sharp');
  return (mod as { default?: typeof sharpModule }).default ?? (mod as unknown as typeof sharpModule);
}

/**
 * The chosen file as a WebP at most PHOTO_MAX_SIDE on its longer side, turned upright (EXIF), with
 * no metadata kept (a phone's photo carries its location). The type is read from the bytes, never
 * from the name or the browser's word.
 */
export async function toStoredPhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new Problem('photo_wrong_type');
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new Problem('photo_wrong_type');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Problem('photo_wrong_type');
  }
}

/** The one file of the form: a missing or oversized one is refused before anything is decoded. */
export async function photoBytes(form: FormData | null): Promise<Buffer> {
  const file = form?.get('photo');
  if (!file || typeof file === 'string' || file.size === 0) throw new Problem('photo_required');
  if (file.size > MAX_PHOTO_BYTES) throw new Problem('photo_too_large');
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Stores the photo through a signed upload URL asked for with the admin's own session (Storage's
 * RLS decides), then puts it on the product: the main photo when it has none, else the gallery.
 */
export async function addProductPhoto(supabase: Client, productId: number, photo: Buffer): Promise<string> {
  const product = await assertProduct(supabase, productId);
  const name = `${productId}/${randomUUID()}.webp`;
  const bucket = supabase.storage.from(BUCKET);
  const signed = await bucket.createSignedUploadUrl(name);
  if (signed.error) throw new Error(`sign photo upload: ${signed.error.message}`);
  const uploaded = await bucket.uploadToSignedUrl(name, signed.data.token, photo, { contentType: 'image/webp', cacheControl: '31536000' });
  if (uploaded.error) throw new Error(`photo upload: ${uploaded.error.message}`);
  const url = `${PHOTO_PATH_PREFIX}${name}`;
  const { error } = product.imageUrl
    ? await supabase
        .from('product_images')
        .insert({ product_id: productId, image_url: url, sort_order: (await lastGalleryPosition(supabase, productId)) + 10 })
    : await supabase.from('products').update({ image_url: url }).eq('id', productId);
  if (error) {
    await bucket.remove([name]);
    throw new Error(`attach photo: ${error.code} ${error.message}`);
  }
  revalidateTags([CATALOG_TAG]);
  return url;
}

async function lastGalleryPosition(supabase: Client, productId: number): Promise<number> {
  const { data } = await supabase
    .from('product_images')
    .select('sort_order')
    .eq('product_id', productId)
    .order('sort_order', { ascending: false })
    .limit(1)
    .maybeSingle();
  return data?.sort_order ?? 0;
}

/**
 * Takes a photo off the product (the next gallery photo becomes the main one) and deletes the file
 * when it is one of ours; the shop's bundled photos (/images/…) are only unlinked.
 */
export async function removeProductPhoto(supabase: Client, productId: number, url: string): Promise<void> {
  const product = await assertProduct(supabase, productId);
  const gallery = await supabase.from('product_images').select('id, image_url').eq('product_id', productId).order('sort_order').order('id');
  if (gallery.error) throw new Error(`gallery: ${gallery.error.code} ${gallery.error.message}`);
  const onGallery = gallery.data.filter((row) => row.image_url === url);
  if (product.imageUrl !== url && onGallery.length === 0) throw new Problem('photo_not_found');
  if (onGallery.length > 0) {
    const removed = await supabase
      .from('product_images')
      .delete()
      .in(
        'id',
        onGallery.map((row) => row.id),
      );
    if (removed.error) throw new Error(`remove photo: ${removed.error.code} ${removed.error.message}`);
  }
  if (product.imageUrl === url) {
    const next = gallery.data.find((row) => row.image_url !== url)?.image_url ?? null;
    const updated = await supabase.from('products').update({ image_url: next }).eq('id', productId);
    if (updated.error) throw new Error(`main photo: ${updated.error.code} ${updated.error.message}`);
  }
  if (url.startsWith(`${PHOTO_PATH_PREFIX}${productId}/`)) {
    const { error } = await supabase.storage.from(BUCKET).remove([url.slice(PHOTO_PATH_PREFIX.length)]);
    if (error) console.warn(`[admin] photo file ${url} stays in Storage: ${error.message}`);
  }
  revalidateTags([CATALOG_TAG]);
}
