import Link from 'next/link';
import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, XLogoIcon } from '@/components/ui/icons';
import { POWERED_BY, SITE_LOCATION, SITE_NAME } from '@/lib/seo/site';
import { displayPhone, whatsappLink } from '@/lib/settings/contact';
import type { ShopSettings, SocialNetwork } from '@/lib/settings/types';
import { BrandMark } from '../ui/brand-mark';
import { CATEGORY_LINKS, type SiteLink } from './site-links';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  X: XLogoIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
};

const SHOP_LINKS: readonly SiteLink[] = [{ href: '/shop', label: 'All products' }, ...CATEGORY_LINKS];
const HELP_LINKS: readonly SiteLink[] = [
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/tracking', label: 'Track your order' },
  { href: '/terms', label: 'Terms and Policies' },
];

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
  const year = new Date().getFullYear();
  return (
    <footer className="bg-walnut-950 text-walnut-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div>
          <p className="flex items-center gap-3">
            <BrandMark size={44} />
            <span className="font-display text-2xl font-bold text-snow">{SITE_NAME}</span>
          </p>
          <p className="mt-4 max-w-sm leading-relaxed">
            Apricots, almonds, walnuts, mulberries, cherries and chilgoza, sourced from the valleys of Gilgit-Baltistan and sent across
            Pakistan.
          </p>
          <p className="mt-4 flex items-center gap-2 text-walnut-100">
            <MapPinIcon width={18} height={18} className="text-apricot-300" />
            <span>
              {SITE_LOCATION.city}, {SITE_LOCATION.region}
            </span>
          </p>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socialLinks.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${SITE_NAME} on ${network}`}
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
        <FooterLinks title="Shop" links={SHOP_LINKS} />
        <FooterLinks title="Help" links={HELP_LINKS} />
        <div>
          <h2 className="text-xs font-semibold tracking-[0.18em] text-apricot-300 uppercase">Order and questions</h2>
          <ul className="mt-4 space-y-3">
            {whatsappNumber && (
              <li>
                <a href={whatsappLink(whatsappNumber)} className="flex items-center gap-2 text-walnut-100 hover:text-white hover:underline">
                  <ChatIcon width={18} height={18} className="text-apricot-300" />
                  WhatsApp {displayPhone(whatsappNumber)}
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
          <p className="mt-5 text-sm leading-relaxed">
            {settings.bankAccount ? 'Cash on delivery and bank transfer.' : 'Cash on delivery.'} Prices in rupees (Rs.).
          </p>
        </div>
      </div>
      <div className="border-t border-walnut-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {SITE_NAME}, {SITE_LOCATION.city}. All rights reserved.
          </p>
          <p>Powered by {POWERED_BY}</p>
        </div>
      </div>
    </footer>
  );
}
