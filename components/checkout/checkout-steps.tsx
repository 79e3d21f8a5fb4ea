import { Link } from '@/components/i18n/link';
import { ButtonLink } from '@/components/ui/button-link';

const STEPS = [
  { href: '/checkout', label: 'Details' },
  { href: '/shipping-method', label: 'Shipping' },
  { href: '/payment-method', label: 'Payment' },
  { href: '/checkout/review', label: 'Review' },
] as const;

/** Where the shopper is in checkout; earlier steps are links back. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <nav aria-label="Checkout steps" className="mb-8">
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((step, index) => (
          <li key={step.href} className="flex items-center gap-2">
            {index < current ? (
              <Link
                href={step.href}
                className="rounded-full bg-cream px-3 py-1 font-semibold text-apricot-800 underline-offset-4 hover:underline"
              >
                {index + 1}. {step.label}
              </Link>
            ) : (
              <span
                aria-current={index === current ? 'step' : undefined}
                className={`rounded-full px-3 py-1 font-semibold ${index === current ? 'bg-walnut-900 text-snow' : 'bg-white text-walnut-500'}`}
              >
                {index + 1}. {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function CheckoutHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-6">
      <h1 className="font-display text-4xl font-bold text-walnut-950">{title}</h1>
      {intro && <p className="mt-2 text-walnut-600">{intro}</p>}
    </header>
  );
}

export function EmptyCartNotice() {
  return (
    <div className="rounded-3xl border border-sand bg-white p-8 text-center shadow-sm shadow-walnut-900/5">
      <p className="text-lg text-walnut-700">Your cart is empty.</p>
      <ButtonLink href="/shop" className="mt-6">
        Start shopping
      </ButtonLink>
    </div>
  );
}

export const PANEL_CLASS = 'rounded-3xl border border-sand bg-white p-6 shadow-sm shadow-walnut-900/5 sm:p-8';
