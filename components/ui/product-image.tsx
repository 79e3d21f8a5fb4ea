import { getImageProps } from 'next/image';

/** Shown when a product has no photo yet. */
export const PLACEHOLDER_IMAGE = '/images/og-image.jpg';

export interface ProductImageOptions {
  src: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the box is at each breakpoint. */
  sizes: string;
  /** The page's main image: fetched early and at high priority. */
  priority?: boolean;
}

/**
 * Image props for a photo that fills its (fixed-size, positioned) box, through Next's optimiser:
 * WebP, the configured widths, quality 75. Photos on another host (uploads on hosted storage) are
 * passed through unoptimised unless that host is added to next.config's remotePatterns.
 */
export function productImageProps({ src, alt, sizes, priority = false }: ProductImageOptions) {
  const url = src ?? PLACEHOLDER_IMAGE;
  const { props } = getImageProps({
    src: url,
    alt,
    fill: true,
    sizes,
    quality: 75,
    unoptimized: !url.startsWith('/'),
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  return props;
}
