import { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/link';
import { preload } from 'react-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { TypedHeroHeading } from './typed-hero-heading';

export interface HeroBannerProps {
  title: string;
  /** Typed after the title, following a 1 s pause. */
  subtitle?: string;
  /** One paragraph per line. */
  description: readonly string[];
  /** A small line above the title. */
  eyebrow?: string;
  /** Background image under a dark gradient (decorative). */
  image: { src: string };
  /** Shows the "Shop Now" button to /shop. */
  showShopNow?: boolean;
}

/**
 * A full-width banner: background image under a dark gradient, a typed title and subtitle, a
 * multi-line description and an optional "Shop Now" button that fills amber and shows an arrow on
 * hover. The box has a fixed minimum height and the image fills it, so nothing shifts as it loads.
 *
 * The image goes through next/image's optimiser (WebP, configured widths, quality 75) via
 * getImageProps, rendered here on the server: the hero ships no image JavaScript, and the preload
 * hint lets the browser fetch the LCP image while it parses the page.
 */
export function HeroBanner({ title, subtitle, description, eyebrow, image, showShopNow = false }: HeroBannerProps) {
  const t = useTranslations('Home');
  const { props: img } = getImageProps({
    src: image.src,
    alt: '',
    fill: true,
    sizes: '100vw',
    quality: 75,
    loading: 'eager',
    fetchPriority: 'high',
  });
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // Content hangs from the top, not centred: on a slow connection the browser paints the hero before
  // the rest of its HTML has arrived, and centred content would jump up as the lines below come in.
  return (
    <section className="relative isolate flex min-h-[34rem] items-start overflow-hidden bg-walnut-950 sm:min-h-[38rem] lg:min-h-[42rem]">
      {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps() output (Next's optimiser), preloaded above as the LCP image */}
      <img {...img} alt="" className="-z-20 object-cover object-[70%_center]" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-walnut-950/75 via-walnut-950/60 to-walnut-950/85 md:bg-gradient-to-r md:from-walnut-950/95 md:via-walnut-950/65 md:to-walnut-950/0"
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-walnut-950/80 to-transparent" />

      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-apricot-300/40 bg-walnut-950/40 px-4 py-1.5 text-xs font-semibold tracking-[0.14em] text-apricot-200 uppercase backdrop-blur-sm sm:tracking-[0.18em]">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-apricot-400" />
              {eyebrow}
            </p>
          )}
          <TypedHeroHeading
            title={title}
            subtitle={subtitle}
            titleClassName="max-w-[7.6em] font-display text-[2.6rem] leading-[1.05] font-bold tracking-tight text-snow sm:text-6xl lg:text-7xl"
            subtitleClassName="mt-4 font-display text-xl text-apricot-200 italic sm:text-2xl"
          />
          <div className="mt-6 space-y-2 text-base leading-relaxed text-walnut-100 sm:text-lg">
            {description.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {showShopNow && (
            <Link
              href="/shop"
              className="group mt-10 inline-flex items-center gap-0 rounded-full border-2 border-amber-400 px-8 py-3.5 text-base font-bold text-amber-300 transition-all duration-300 hover:gap-3 hover:bg-amber-400 hover:text-walnut-950 focus-visible:gap-3 focus-visible:bg-amber-400 focus-visible:text-walnut-950"
            >
              {t('shopNow')}
              <ArrowRightIcon
                data-testid="shop-now-arrow"
                width={20}
                height={20}
                className="w-0 opacity-0 transition-all duration-300 group-hover:w-5 group-hover:opacity-100 group-focus-visible:w-5 group-focus-visible:opacity-100"
              />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
