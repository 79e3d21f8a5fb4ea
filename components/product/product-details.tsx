import { Link } from '@/components/i18n/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ImagePreload } from '@/components/catalog/image-preload';
import { productImageProps } from '@/components/ui/product-image';
import { ProductGrid } from '@/components/catalog/product-grid';
import { BreadcrumbStructuredData } from '@/components/seo/breadcrumb-structured-data';
import { ProductStructuredData } from '@/components/seo/product-structured-data';
import { HandCoinsIcon, MountainIcon, TruckIcon } from '@/components/ui/icons';
import { LISTINGS } from '@/lib/catalog/listing';
import type { Product, ProductDetail } from '@/lib/catalog/types';
import type { Crumb } from '@/lib/seo/json-ld';
import type { Testimonial } from '@/lib/testimonials/types';
import { ProductGallery, type GalleryImage } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { PurchasePanel } from './purchase-panel';

/** The main photo: full width on phones, about half the 80rem page beside the details on large screens. */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw';
const THUMB_SIZES = '(min-width: 1024px) 110px, 22vw';

function galleryImage(src: string | null, alt: string, sizes: string, priority = false): GalleryImage {
  const props = productImageProps({ src, alt, sizes, priority });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt };
}

/** The product page's content: breadcrumb, gallery, the purchase panel, the description and related products. */
export function ProductDetails({
  product,
  related,
  reviews,
  origin,
}: {
  product: ProductDetail;
  related: Product[];
  reviews: readonly Testimonial[];
  origin: string;
}) {
  const listing = product.area === 'northern_area' ? LISTINGS['northern-area'] : LISTINGS.international;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
    { name: listing.title, path: listing.path },
    { name: product.name, path: `/product/${product.id}` },
  ];
  const photos: { url: string | null; alt: string }[] = product.images.length ? product.images : [{ url: null, alt: product.name }];
  const images = photos.map((image, index) => galleryImage(image.url, image.alt, MAIN_SIZES, index === 0));
  const thumbs = photos.map((image) => galleryImage(image.url, image.alt, THUMB_SIZES));

  return (
    <>
      {images[0]?.srcSet && <ImagePreload src={images[0].src} srcSet={images[0].srcSet} sizes={images[0].sizes} />}
      <ProductStructuredData product={product} origin={origin} />
      <BreadcrumbStructuredData crumbs={crumbs} origin={origin} />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-14">
          <ProductGallery images={images} thumbs={thumbs} />
          <div>
            {product.origin && <p className="text-sm font-semibold tracking-[0.16em] text-apricot-800 uppercase">{product.origin}</p>}
            <h1 className="mt-2 font-display text-4xl leading-tight font-bold tracking-tight text-walnut-950 sm:text-5xl">
              {product.name}
            </h1>
            {product.isBestSeller && (
              <p className="mt-4 inline-flex rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-walnut-950">Best seller</p>
            )}
            <div className="mt-8">
              <PurchasePanel productId={product.id} name={product.name} image={product.imageUrl} variants={product.variants} />
            </div>
            <ul className="mt-10 grid gap-4 border-t border-sand pt-8 text-sm sm:grid-cols-3">
              <li className="flex items-start gap-3">
                <MountainIcon width={22} height={22} className="shrink-0 text-apricot-700" />
                <span className="text-walnut-700">
                  {product.area === 'northern_area' ? 'Sourced from growers in Gilgit-Baltistan' : 'Chosen and checked in Gilgit'}
                </span>
              </li>
              <li className="flex items-start gap-3">
                <TruckIcon width={22} height={22} className="shrink-0 text-apricot-700" />
                <span className="text-walnut-700">Delivered anywhere in Pakistan</span>
              </li>
              <li className="flex items-start gap-3">
                <HandCoinsIcon width={22} height={22} className="shrink-0 text-apricot-700" />
                <span className="text-walnut-700">Cash on delivery or bank transfer</span>
              </li>
            </ul>
          </div>
        </div>

        <section aria-labelledby="description-heading" className="mt-16 max-w-3xl">
          <h2 id="description-heading" className="font-display text-2xl font-bold text-walnut-950">
            About this product
          </h2>
          <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-walnut-700">{product.description}</p>
        </section>

        <ProductReviews productName={product.name} reviews={reviews} />

        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-20">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
              <h2 id="related-heading" className="font-display text-3xl font-bold tracking-tight text-walnut-950">
                You may also like
              </h2>
              <Link href={listing.path} className="font-semibold text-apricot-800 underline-offset-4 hover:underline">
                More from {listing.title}
              </Link>
            </div>
            <div className="mt-8">
              <ProductGrid products={related} headingLevel={3} label="Related products" eagerCount={0} atTop={false} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
