'use client';

/**
 * Asks the browser to fetch a page's main photo early. A client component on purpose: a preload
 * made on the server (react-dom's preload(), or a <link> or eager <img> in a server component)
 * travels as a hint in the page's data, so a page that merely prefetches a listing or product page
 * (the landing page's links) would fetch that page's photo too, and the browser warns that it was
 * preloaded but never used. Rendered here, the <link> reaches <head> in the server HTML and on a
 * navigation to the page, never on a prefetch.
 */
export function ImagePreload({ src, srcSet, sizes }: { src: string; srcSet: string; sizes: string | undefined }) {
  return <link rel="preload" as="image" href={src} imageSrcSet={srcSet} imageSizes={sizes} fetchPriority="high" />;
}
