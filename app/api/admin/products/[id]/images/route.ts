import { PHOTO_ADDED, PHOTO_REMOVED, PHOTO_REQUIRED } from '@/lib/catalog/messages';
import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { addProductPhoto, photoBytes, removeProductPhoto, toStoredPhoto } from '@/lib/catalog/photo-uploads';
import { MAX_PHOTO_BYTES, removePhotoSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** Room for the multipart boundaries around the photo. */
const FORM_OVERHEAD = 64 * 1024;

/** POST /api/admin/products/{id}/images, multipart with the file in `photo` → resized, stored, on the product. */
export const POST = route(
  { upload: { maxBytes: MAX_PHOTO_BYTES + FORM_OVERHEAD, message: PHOTO_REQUIRED }, session: 'admin' },
  async ({ params, form, supabase }) => {
    const productId = productIdOf(params);
    const photo = await toStoredPhoto(await photoBytes(form));
    const url = await addProductPhoto(supabase, productId, photo);
    return json({ ok: true, url, message: PHOTO_ADDED });
  },
);

/** DELETE /api/admin/products/{id}/images {url} → off the product (and out of Storage when it is ours). */
export const DELETE = route({ body: removePhotoSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await removeProductPhoto(supabase, productIdOf(params), input.url);
  return json({ ok: true, message: PHOTO_REMOVED });
});
