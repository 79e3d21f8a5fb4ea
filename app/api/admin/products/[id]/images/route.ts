import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { PHOTO_ADDED, PHOTO_REMOVED } from '@/lib/catalog/messages';
import { addProductPhoto, photoBytes, removeProductPhoto, toStoredPhoto } from '@/lib/catalog/photo-uploads';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(
  catalogEndpoints.uploadPhoto,
  { session: 'admin', notAnUpload: 'photo_form_required' },
  async ({ params, form, supabase }) => {
    const productId = productIdOf(params.id);
    const photo = await toStoredPhoto(await photoBytes(form));
    const url = await addProductPhoto(supabase, productId, photo);
    return { ok: true, url, message: PHOTO_ADDED };
  },
);

export const DELETE = route(catalogEndpoints.removePhoto, { session: 'admin' }, async ({ params, input, supabase }) => {
  await removeProductPhoto(supabase, productIdOf(params.id), input.url);
  return { ok: true, message: PHOTO_REMOVED };
});
