'use client';

import Image from 'next/image';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { useRemovePhoto, useUploadPhoto } from './use-product-change';

/** The product's photos (the first is the main one) and a file chooser that takes one from the phone. */
export function ProductPhotos({ productId, name, photos }: { productId: number; name: string; photos: string[] }) {
  const upload = useUploadPhoto(productId);
  const remove = useRemovePhoto(productId);
  return (
    <section aria-labelledby="photos-heading" className="space-y-4">
      <h2 id="photos-heading" className="font-display text-2xl font-bold text-walnut-950">
        Photos
      </h2>
      {photos.length === 0 ? (
        <p className="text-walnut-700">No photo yet: the shop shows a placeholder.</p>
      ) : (
        <ul aria-label="Product photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((url, index) => (
            <li key={url} className="rounded-2xl border border-sand bg-white p-2">
              <Image
                src={url}
                alt={`${name}, photo ${index + 1}${index === 0 ? ' (main)' : ''}`}
                width={320}
                height={320}
                className="aspect-square w-full rounded-xl object-cover"
              />
              <Button size="sm" variant="danger-outline" className="mt-2 w-full" disabled={remove.busy} onClick={() => remove.run(url)}>
                Remove photo {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor="product-photo" className="mb-1.5 block text-sm font-semibold text-walnut-800">
          Add a photo
        </label>
        <input
          id="product-photo"
          type="file"
          accept="image/*"
          disabled={upload.busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.run(file);
            event.target.value = '';
          }}
          className="block w-full text-sm text-walnut-800 file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-walnut-900 file:px-5 file:font-semibold file:text-snow"
        />
        <p className="mt-1.5 text-sm text-walnut-600">
          {upload.busy ? 'Uploading…' : 'JPEG, PNG, WebP or AVIF; it is resized for the shop.'}
        </p>
      </div>
      <div aria-live="polite" className="space-y-2">
        {upload.notice && <FormMessage tone="success">{upload.notice}</FormMessage>}
        {remove.notice && <FormMessage tone="success">{remove.notice}</FormMessage>}
        {upload.error && <FormMessage tone="error">{upload.error}</FormMessage>}
        {remove.error && <FormMessage tone="error">{remove.error}</FormMessage>}
      </div>
    </section>
  );
}
