import type { ReactNode } from 'react';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { SITE_LOCATION, SITE_NAME } from '@/lib/seo/site';
import { displayPhone, hoursLabel, phoneHref, whatsappLink } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

const WHATSAPP_GREETING = 'Assalam-o-Alaikum! I have a question about your dry fruits.';
const LINK = 'font-semibold text-walnut-950 hover:underline';

/** The shop's phone, WhatsApp, email, address and hours: those the owner has set (never a placeholder). */
export function ContactDetails({ settings }: { settings: ShopSettings }) {
  const { whatsappNumber, contactEmail, pickupAddress } = settings;
  const rows: { icon: typeof PhoneIcon; label: string; content: ReactNode }[] = [];
  if (whatsappNumber) {
    rows.push(
      {
        icon: PhoneIcon,
        label: 'Phone',
        content: (
          <a href={phoneHref(whatsappNumber)} className={LINK}>
            {displayPhone(whatsappNumber)}
          </a>
        ),
      },
      {
        icon: ChatIcon,
        label: 'WhatsApp',
        content: (
          <a href={whatsappLink(whatsappNumber, WHATSAPP_GREETING)} className={LINK} data-testid="whatsapp-link">
            Chat with us on WhatsApp
          </a>
        ),
      },
    );
  }
  if (contactEmail)
    rows.push({
      icon: MailIcon,
      label: 'Email',
      content: (
        <a href={`mailto:${contactEmail}`} className={LINK}>
          {contactEmail}
        </a>
      ),
    });
  rows.push(
    {
      icon: MapPinIcon,
      label: 'Address',
      content: (
        <address className="not-italic text-walnut-950">
          {SITE_NAME}
          <br />
          {pickupAddress && (
            <>
              {pickupAddress}
              <br />
            </>
          )}
          {SITE_LOCATION.city} {SITE_LOCATION.postalCode}, {SITE_LOCATION.region}
          <br />
          {SITE_LOCATION.country}
        </address>
      ),
    },
    { icon: ClockIcon, label: 'Opening hours', content: <span className="text-walnut-950">{hoursLabel(settings.hours)}</span> },
  );
  return (
    <section aria-labelledby="contact-details-heading" className="relative overflow-hidden rounded-3xl bg-walnut-900 p-7 text-snow sm:p-9">
      <div aria-hidden="true" className="absolute -top-24 -inset-e-24 size-72 rounded-full bg-apricot-500/20 blur-3xl" />
      <h2 id="contact-details-heading" className="relative font-display text-2xl font-bold">
        Reach us directly
      </h2>
      <p className="relative mt-2 text-walnut-100">
        {whatsappNumber ? 'The quickest answer is on WhatsApp. ' : ''}We reply from Gilgit, every day.
      </p>
      <ul className="relative mt-7 space-y-4">
        {rows.map(({ icon: Icon, label, content }) => (
          <li key={label} className="flex gap-4 rounded-2xl bg-snow p-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-apricot-50 text-apricot-700 ring-1 ring-apricot-200">
              <Icon width={20} height={20} />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-[0.14em] text-walnut-600 uppercase">{label}</p>
              <div className="mt-1">{content}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
