import { formatRupees } from '@/lib/format/rupees';

/**
 * An amount as shoppers read it ("Rs. 2,500"), never broken between "Rs." and the number. Use it
 * wherever an amount stands on its own in the page; sentences and attributes keep formatRupees.
 */
export function Rupees({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span data-amount="" className={`whitespace-nowrap ${className}`.trim()}>
      {formatRupees(value)}
    </span>
  );
}
