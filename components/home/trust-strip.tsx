import type { ComponentType, SVGProps } from 'react';
import { HandCoinsIcon, LeafIcon, MountainIcon, TruckIcon } from '@/components/ui/icons';

const PROMISES: readonly { label: string; detail: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: 'Sourced in Gilgit-Baltistan', detail: 'From local growers', icon: MountainIcon },
  { label: 'Delivered across Pakistan', detail: 'By trusted couriers', icon: TruckIcon },
  { label: 'Cash on delivery', detail: 'Or bank transfer', icon: HandCoinsIcon },
  { label: 'Packed fresh', detail: 'When you order', icon: LeafIcon },
];

/** A row of the shop's promises under the hero. */
export function TrustStrip() {
  return (
    <section aria-label="Our promises" className="border-b border-sand bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-3 gap-y-5 px-4 py-7 sm:gap-x-6 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PROMISES.map(({ label, detail, icon: Icon }) => (
          <li key={label} className="flex items-start gap-2.5 sm:items-center sm:gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-apricot-50 text-apricot-700 ring-1 ring-apricot-200 sm:size-11">
              <Icon width={20} height={20} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-semibold text-walnut-900 sm:text-base">{label}</span>
              <span className="block text-xs text-walnut-600 sm:text-sm">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
