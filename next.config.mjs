/** @type {import('next').NextConfig} */
const nextConfig = {
  // One render-blocking request less before the first paint (the stylesheet is ~11 KB gzip).
  experimental: { inlineCss: true },
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite'],
  images: {
    formats: ['image/webp'],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    // The spec's widths only (deviceSizes); no extra small sizes in every srcset.
    imageSizes: [],
    qualities: [75],
  },
  // The listing pages are static. With a query string (?q=, ?sort=, ?page=) they are served by a
  // dynamic twin (app/(storefront)/<listing>/results), so searches and pages render on request.
  async rewrites() {
    const listing = '/:listing(shop|best-sellers|northern-area|international)';
    return {
      beforeFiles: ['q', 'sort', 'page'].map((key) => ({ source: listing, has: [{ type: 'query', key }], destination: '/:listing/results' })),
    };
  },
};

export default nextConfig;
