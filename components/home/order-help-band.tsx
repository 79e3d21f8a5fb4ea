import { useTranslations } from 'next-intl';
import { ChatIcon } from '@/components/ui/icons';
import { whatsappLink } from '@/lib/settings/contact';

/** Closing band of the landing page: questions go straight to the shop on WhatsApp (when it has a number). */
export function OrderHelpBand({ whatsappNumber }: { whatsappNumber: string | null }) {
  const t = useTranslations('Home');
  if (!whatsappNumber) return null;
  return (
    <section aria-labelledby="order-help-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-walnut-900 to-walnut-950 px-7 py-12 text-center sm:px-12">
        <div aria-hidden="true" className="absolute inset-x-0 -bottom-24 mx-auto size-80 rounded-full bg-apricot-500/20 blur-3xl" />
        <h2 id="order-help-heading" className="relative font-display text-3xl font-bold text-snow sm:text-4xl">
          {t('helpHeading')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg leading-relaxed text-walnut-100">{t('helpBody')}</p>
        <a
          href={whatsappLink(whatsappNumber)}
          className="relative mt-8 inline-flex items-center gap-2 rounded-full bg-amber-400 px-7 py-3.5 font-bold text-walnut-950 transition-colors hover:bg-amber-300"
        >
          <ChatIcon width={20} height={20} />
          {t('helpAction')}
        </a>
      </div>
    </section>
  );
}
