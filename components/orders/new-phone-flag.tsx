import { NEW_PHONE_FLAG } from '@/lib/orders/new-phone';

/** The console's mark on an unconfirmed cash-on-delivery order from a new phone (lib/orders/new-phone.ts). */
export function NewPhoneFlag({ className = '' }: { className?: string }) {
  return (
    <span
      data-testid="new-phone-flag"
      className={`inline-block rounded-full border border-amber-400 bg-amber-50 px-3 py-1 text-sm font-semibold text-walnut-950 ${className}`}
    >
      {NEW_PHONE_FLAG}
    </span>
  );
}
