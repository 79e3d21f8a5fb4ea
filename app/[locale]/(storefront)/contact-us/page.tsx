import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Contact Us',
    description:
      'Call, WhatsApp or write to Gilgit Dry Fruits in Gilgit, Gilgit-Baltistan. Questions about orders, delivery across Pakistan or this season’s harvest are welcome.',
    path: '/contact-us',
  });

export default async function ContactPage() {
  const settings = await getShopSettings();
  return (
    <>
      <section className="border-b border-sand bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">We answer from Gilgit</p>
          <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-walnut-950 sm:text-5xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-walnut-600">
            Ask about an order, delivery to your city, this season&apos;s harvest or gift boxes for Eid and weddings.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:px-8">
        <ContactDetails settings={settings} />
        <ContactForm />
      </div>
    </>
  );
}
