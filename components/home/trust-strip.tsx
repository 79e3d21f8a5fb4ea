import { useTranslations } from 'next-intl';
import type { ComponentType, SVGProps } from 'react';
import { HandCoinsIcon, LeafIcon, MountainIcon, TruckIcon } from '@/components/ui/icons';

/** Each promise by the names of its words (messages/, namespace Home). */
const PROMISES: readonly { words: 'sourced' | 'delivered' | 'cash' | 'fresh'; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { words: 'sourced', icon: MountainIcon },
  { words: 'delivered', icon: TruckIcon },
  { words: 'cash', icon: HandCoinsIcon },
  { words: 'fresh', icon: LeafIcon },
];

/** A row of the shop's promises under the hero. */
export function TrustStrip() {
  const t = useTranslations('Home');
  return (
    <section aria-label={t('promises')} className="border-b border-sand bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-3 gap-y-5 px-4 py-7 sm:gap-x-6 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PROMISES.map(({ words, icon: Icon }) => (
          <li key={words} className="flex items-start gap-2.5 sm:items-center sm:gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-apricot-50 text-apricot-700 ring-1 ring-apricot-200 sm:size-11">
              <Icon width={20} height={20} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-semibold text-walnut-900 sm:text-base">{t(`${words}Label`)}</span>
              <span className="block text-xs text-walnut-600 sm:text-sm">{t(`${words}Detail`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
