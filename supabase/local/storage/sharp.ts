import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

/**
 * Transformations refuse source images with more pixels than this (imgproxy's default
 * IMGPROXY_MAX_SRC_RESOLUTION behind Storage: 50 megapixels), before decoding them (pixel flood).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

let loading: Promise<Sharp | null> | null = null;

/**
 * sharp (Next's image optimiser dependency) is imported on first use, so the backend starts fast
 * and still runs where its native binary is missing: then image transformation answers
 * NotSupported instead of an untransformed image.
 */
export function loadSharp(): Promise<Sharp | null> {
  loading ??= import('sharp').then(
    (mod) => (mod as { default?: Sharp }).default ?? (mod as unknown as Sharp),
    (error: unknown) => {
      console.warn(`[storage] sharp is unavailable, image transformation is off: ${(error as Error).message}`);
      return null;
    },
  );
  return loading;
}
