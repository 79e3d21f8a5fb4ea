'use client';

import { useState } from 'react';

export interface GalleryImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

/**
 * The product's photos: a large square and, when there are more, a row of thumbnails that switch
 * it. Image props come from the server (next/image's optimiser URLs), so no image code ships here.
 */
export function ProductGallery({ images, thumbs }: { images: GalleryImage[]; thumbs: GalleryImage[] }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-3xl border border-sand bg-cream">
        {main && (
          // eslint-disable-next-line @next/next/no-img-element -- getImageProps() output (Next's optimiser), preloaded by the page as the LCP image
          <img
            key={main.src}
            src={main.src}
            srcSet={main.srcSet}
            sizes={main.sizes}
            alt={main.alt}
            loading="eager"
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
            data-testid="gallery-main"
            className="absolute inset-0 size-full object-cover"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label="Product photos" className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {thumbs.map((thumb, index) => (
            <li key={thumb.src}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                className={`relative block aspect-square w-full overflow-hidden rounded-2xl border-2 bg-cream transition-colors ${
                  index === current ? 'border-apricot-500' : 'border-transparent hover:border-walnut-300'
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps() output (Next's optimiser) */}
                <img
                  src={thumb.src}
                  srcSet={thumb.srcSet}
                  sizes={thumb.sizes}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
