import { useTranslations } from 'next-intl';
import type { ComponentType, SVGProps } from 'react';
import { CheckIcon, CrossIcon, HandCoinsIcon, MountainIcon, PriceTagIcon, TruckIcon } from '@/components/ui/icons';

/** The problems and the answers by the names of their words (messages/, Home.problems and Home.answers). */
const PROBLEMS = ['hardToGet', 'notLocal', 'overpriced'] as const;

const ANSWERS: readonly { key: 'available' | 'direct' | 'local' | 'fair'; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'available', icon: TruckIcon },
  { key: 'direct', icon: HandCoinsIcon },
  { key: 'local', icon: MountainIcon },
  { key: 'fair', icon: PriceTagIcon },
];

/** The landing page's pitch: the problem with buying dry fruits from the north, and our answer. */
export function ProblemSolution() {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="pitch-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">{t('pitchEyebrow')}</p>
        <h2 id="pitch-heading" className="mt-3 font-display text-3xl font-bold tracking-tight text-walnut-950 sm:text-4xl">
          {t('pitchHeading')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-walnut-600">{t('pitchIntro')}</p>
      </div>

      <div className="mt-12 grid gap-6 lg:grid-cols-[1fr_1.35fr]">
        <article className="rounded-3xl border border-sand bg-cream p-7 sm:p-9">
          <h3 className="font-display text-2xl font-bold text-walnut-900">{t('problemHeading')}</h3>
          <ul className="mt-6 space-y-5">
            {PROBLEMS.map((key) => (
              <li key={key} className="flex gap-4">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-walnut-200/70 text-walnut-700">
                  <CrossIcon width={16} height={16} />
                </span>
                <span>
                  <span className="block font-semibold text-walnut-900">{t(`problems.${key}.title`)}</span>
                  <span className="mt-1 block leading-relaxed text-walnut-600">{t(`problems.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </article>

        <article className="relative overflow-hidden rounded-3xl bg-walnut-900 p-7 text-snow sm:p-9">
          <div aria-hidden="true" className="absolute -top-24 -inset-e-24 size-72 rounded-full bg-apricot-500/20 blur-3xl" />
          <h3 className="relative flex items-center gap-3 font-display text-2xl font-bold">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-amber-400 text-walnut-950">
              <CheckIcon width={18} height={18} />
            </span>
            {t('answerHeading')}
          </h3>
          <ul className="relative mt-6 grid gap-4 sm:grid-cols-2">
            {ANSWERS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-walnut-700 bg-walnut-800/60 p-5">
                <Icon width={26} height={26} className="text-apricot-300" />
                <span className="mt-3 block text-lg font-semibold">{t(`answers.${key}.title`)}</span>
                <span className="mt-1 block leading-relaxed text-walnut-100">{t(`answers.${key}.text`)}</span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
