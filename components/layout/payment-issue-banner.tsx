import { whatsappLink } from '@/lib/settings/contact';

const PAYMENT_ISSUE_MESSAGE = 'Our wallet payment method is having issues at the moment. Please place your order through WhatsApp instead.';

function MarqueeCopy() {
  const item = (
    <>
      {PAYMENT_ISSUE_MESSAGE}
      <span className="mx-4 text-red-300">•</span>
    </>
  );
  return (
    <p className="shrink-0 py-2 pe-4 text-sm font-semibold whitespace-nowrap">
      {item}
      {item}
    </p>
  );
}

/**
 * The red payment-issue banner. The message scrolls (two copies side by side, so the loop is
 * seamless); with reduced motion it stands still. Screen readers read it once; the WhatsApp button
 * (only when the shop has a number) stays put so it can be pressed. Switched on in /admin/settings.
 */
export function PaymentIssueBanner({ whatsappNumber }: { whatsappNumber: string | null }) {
  return (
    <section aria-label="Payment notice" className="flex items-center bg-red-800 text-white">
      <p className="sr-only">{PAYMENT_ISSUE_MESSAGE}</p>
      <div aria-hidden="true" className="min-w-0 flex-1 overflow-hidden">
        <div data-testid="payment-issue-marquee" className="hidden w-max motion-safe:flex motion-safe:animate-marquee">
          <MarqueeCopy />
          <MarqueeCopy />
        </div>
        <p className="px-4 py-2 text-center text-sm font-semibold motion-safe:hidden">{PAYMENT_ISSUE_MESSAGE}</p>
      </div>
      {whatsappNumber && (
        <a
          href={whatsappLink(whatsappNumber)}
          className="me-2 shrink-0 rounded-full bg-white px-3 py-1 text-xs font-bold text-red-800 transition-colors hover:bg-red-50 sm:me-4"
        >
          Order on WhatsApp
        </a>
      )}
    </section>
  );
}
