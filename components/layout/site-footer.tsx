import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/link';
import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, XLogoIcon } from '@/components/ui/icons';
import { SITE_NAME } from '@/lib/seo/site';
import { displayPhone, whatsappLink } from '@/lib/settings/contact';
import type { ShopSettings, SocialNetwork } from '@/lib/settings/types';
import { BrandMark } from '../ui/brand-mark';
import { categoryLinks, type SiteLink } from './site-links';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  X: XLogoIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
};

function FooterLinks({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-[0.18em] text-apricot-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-walnut-100 transition-colors hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The storefront footer: the business, its place, links, social profiles, copyright and credit. The
 * contact lines and profiles are the owner's settings; one not given is not shown.
 */
export function SiteFooter({ settings }: { settings: ShopSettings }) {
  const { whatsappNumber, contactEmail, socialLinks } = settings;
  const t = useTranslations('Footer');
  const nav = useTranslations('Navigation');
  const shopLinks: SiteLink[] = [{ href: '/shop', label: nav('allProducts') }, ...categoryLinks(nav)];
  const helpLinks: SiteLink[] = [
    { href: '/contact-us', label: nav('contactUs') },
    { href: '/tracking', label: nav('trackOrder') },
    { href: '/terms', label: nav('terms') },
  ];
  const year = new Date().getFullYear();
  return (
    <footer className="bg-walnut-950 text-walnut-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div>
          <p className="flex items-center gap-3">
            <BrandMark size={44} />
            <span className="font-display text-2xl font-bold text-snow">{SITE_NAME}</span>
          </p>
          <p className="mt-4 max-w-sm leading-relaxed">{t('about')}</p>
          <p className="mt-4 flex items-center gap-2 text-walnut-100">
            <MapPinIcon width={18} height={18} className="text-apricot-300" />
            <span>{t('location')}</span>
          </p>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex gap-3" aria-label={t('socialMedia')}>
              {socialLinks.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('socialProfile', { site: SITE_NAME, network })}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-walnut-700 text-walnut-100 transition-colors hover:border-apricot-400 hover:bg-apricot-400 hover:text-walnut-950"
                    >
                      <Icon width={20} height={20} />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <FooterLinks title={t('shop')} links={shopLinks} />
        <FooterLinks title={t('help')} links={helpLinks} />
        <div>
          <h2 className="text-xs font-semibold tracking-[0.18em] text-apricot-300 uppercase">{t('orderAndQuestions')}</h2>
          <ul className="mt-4 space-y-3">
            {whatsappNumber && (
              <li>
                <a href={whatsappLink(whatsappNumber)} className="flex items-center gap-2 text-walnut-100 hover:text-white hover:underline">
                  <ChatIcon width={18} height={18} className="text-apricot-300" />
                  {t('whatsapp', { phone: displayPhone(whatsappNumber) })}
                </a>
              </li>
            )}
            {contactEmail && (
              <li>
                <a href={`mailto:${contactEmail}`} className="flex items-center gap-2 text-walnut-100 hover:text-white hover:underline">
                  <MailIcon width={18} height={18} className="text-apricot-300" />
                  {contactEmail}
                </a>
              </li>
            )}
          </ul>
          <p className="mt-5 text-sm leading-relaxed">{settings.bankAccount ? t('paymentWithBank') : t('paymentCashOnly')}</p>
        </div>
      </div>
      <div className="border-t border-walnut-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('rights', { year: String(year), site: SITE_NAME })}</p>
          <p>{t('poweredBy')}</p>
        </div>
      </div>
    </footer>
  );
}
