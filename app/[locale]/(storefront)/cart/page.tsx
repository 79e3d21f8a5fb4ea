import { CartView } from '@/components/cart/cart-view';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () =>
  pageMetadata({ title: 'Cart', description: 'Your cart at Gilgit Dry Fruits.', path: '/cart', noindex: true });

/** The cart: a static shell; the lines live in this browser (components/cart/cart-view.tsx). */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-display text-4xl font-bold tracking-tight text-walnut-950">Your Cart</h1>
      <div className="mt-8">
        <CartView />
      </div>
    </div>
  );
}
