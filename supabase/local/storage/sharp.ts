import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

/** Uploads and transformations refuse images with more pixels than this (ASVS 5.2.6, pixel flood). */
export const MAX_IMAGE_PIXELS = 40_000_000;

let loading: Promise<Sharp | null> | null = null;

/**
 * sharp (Next's image optimiser dependency) is imported on first use, so the backend starts fast
 * and still runs where its native binary is missing: then images are served untransformed and
 * only their magic bytes are checked.
 */
export function loadSharp(): Promise<Sharp | null> {
  loading ??= import('sharp').then(
    (mod) => (mod as { default?: Sharp }).default ?? (mod as unknown as Sharp),
    (error: unknown) => {
      console.warn(`[storage] sharp is unavailable, images are served untransformed: ${(error as Error).message}`);
      return null;
    },
  );
  return loading;
}
