import { ButtonLink } from '@/components/ui/button-link';

/** An unknown order number, or another shopper's: the same 404 either way. */
export default function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">Order not found</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-walnut-600">We could not find this order in your account.</p>
      <ButtonLink href="/orders" className="mt-8">
        My Orders
      </ButtonLink>
    </section>
  );
}
