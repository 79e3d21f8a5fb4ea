import { ButtonLink } from '@/components/ui/button-link';
import { SearchOffIcon } from '@/components/ui/icons';

/** An unknown or retired product id (the response is a 404). */
export default function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-cream text-apricot-700">
        <SearchOffIcon width={32} height={32} />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">Product not found</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-walnut-600">
        This product is not in our shop, or it is out of season and has been taken off the shelf for now.
      </p>
      <ButtonLink href="/shop" className="mt-8">
        Browse the shop
      </ButtonLink>
    </section>
  );
}
