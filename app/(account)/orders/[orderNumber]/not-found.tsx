import Link from 'next/link';

/** An unknown order number, or another shopper's: the same 404 either way. */
export default function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">Order not found</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-walnut-600">We could not find this order in your account.</p>
      <Link href="/orders" className="mt-8 inline-flex rounded-full bg-walnut-900 px-6 py-3 font-semibold text-snow transition-colors hover:bg-walnut-800">
        My Orders
      </Link>
    </section>
  );
}
