import { Link } from '@/components/i18n/link';
import type { ReactNode } from 'react';
import { deliveryDaysLabel, freeDeliveryNote, type DeliveryMethod } from '@/lib/checkout/delivery';
import { paymentMethodById } from '@/lib/checkout/payment-methods';
import { SITE_LOCATION, SITE_NAME } from '@/lib/seo/site';
import { displayPhone, whatsappLink } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const P = ({ children }: { children: ReactNode }) => <p className="mt-4 leading-relaxed text-walnut-700">{children}</p>;
const List = ({ children }: { children: ReactNode }) => (
  <ul className="mt-4 list-disc space-y-2 ps-5 leading-relaxed text-walnut-700 marker:text-apricot-600">{children}</ul>
);
const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} className="font-semibold text-apricot-800 underline underline-offset-2 hover:text-walnut-950">
    {children}
  </a>
);

/**
 * The shop's terms, in the order a shopper meets them: ordering, paying, delivery, after delivery,
 * data. The contact section lists the number and e-mail the owner has set; delivery times are the
 * shipping methods' own (the days checkout shows), and paying on delivery or at pick-up is worded
 * by the payment descriptors.
 */
export function termsSections(
  { whatsappNumber, contactEmail }: Pick<ShopSettings, 'whatsappNumber' | 'contactEmail'>,
  deliveryMethods: readonly DeliveryMethod[],
): readonly TermsSection[] {
  const cod = paymentMethodById('cod');
  return [
    {
      id: 'about',
      title: 'Who we are',
      body: (
        <P>
          {SITE_NAME} is a dry-fruit and nut business based in {SITE_LOCATION.city}, {SITE_LOCATION.region}. We sell to customers across
          Pakistan. These terms apply to every order placed on this website, on WhatsApp or by phone. By placing an order you accept them.
        </P>
      ),
    },
    {
      id: 'ordering',
      title: 'Ordering',
      body: (
        <>
          <P>
            When you place an order we send a confirmation with an order number. For cash-on-delivery orders we may call or message you on
            WhatsApp to confirm before we dispatch; if we cannot reach you within two working days, the order may be cancelled.
          </P>
          <List>
            <li>
              We may decline or cancel an order when an item is out of stock, the address cannot be served, or the order looks fraudulent.
              Anything you have paid for a cancelled order is refunded in full.
            </li>
            <li>
              Dry fruits and nuts are natural products: size, colour and shape vary from harvest to harvest and from the photos. Weights
              shown are net weights.
            </li>
            <li>You can cancel free of charge until your order is dispatched. Message us with your order number.</li>
          </List>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices',
      body: (
        <List>
          <li>All prices are in Pakistani rupees (PKR, shown as Rs.) and rounded to whole rupees.</li>
          <li>Delivery charges, if any, and any coupon discount are shown at checkout before you confirm the order.</li>
          <li>Prices follow the harvest and local-market rates and may change; the price on your confirmed order does not.</li>
          <li>Coupons are subject to their stated conditions and cannot be exchanged for cash.</li>
        </List>
      ),
    },
    {
      id: 'payment',
      title: 'Payment',
      body: (
        <>
          <List>
            {cod && (
              <li>
                <strong className="text-walnut-900">{cod.name}</strong>: {cod.summary} Please keep the exact amount ready.
                {cod.atPickup && <> When you pick up your order: {cod.atPickup.summary}</>}
              </li>
            )}
            <li>
              <strong className="text-walnut-900">Bank transfer</strong>: we send our account details with your order confirmation. Your
              order is dispatched once the transfer has reached us; sharing the receipt on WhatsApp speeds this up.
            </li>
            <li>
              Other methods, such as mobile wallets, are offered at checkout when available. If a method is having problems we say so on the
              site, and you can always order through WhatsApp instead.
            </li>
          </List>
          <P>We will never ask for your card PIN, a one-time password or your wallet PIN by phone or message.</P>
        </>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping and delivery',
      body: (
        <>
          <P>
            We ship across Pakistan by courier, or you collect the order from our shop in {SITE_LOCATION.city}. Orders are usually
            dispatched within 1–2 working days of confirmation (or of receiving a bank transfer), and we share the tracking number with you.
            Typical delivery times after dispatch:
          </P>
          {deliveryMethods.length > 0 ? (
            <List>
              {deliveryMethods.map((method) => (
                <li key={method.id}>
                  <strong className="text-walnut-900">{method.name}</strong>:{' '}
                  {deliveryDaysLabel(method.estimatedDaysMin, method.estimatedDaysMax)}.{' '}
                  {[method.description, freeDeliveryNote(method.freeShippingMinSubtotal)].filter(Boolean).join(' ')}
                </li>
              ))}
            </List>
          ) : (
            <P>Please ask us how long delivery to your town takes.</P>
          )}
          <P>
            Far valleys and other remote areas can take longer, and weather and road closures, for example on the Karakoram Highway, can add
            to these times.
          </P>
          <P>
            These times are estimates, not guarantees. Please give a complete address and a phone number that is switched on, so the courier
            can reach you. If a cash-on-delivery parcel is refused without a good reason, we may ask for advance payment on future orders.
          </P>
        </>
      ),
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      body: (
        <>
          <P>
            Dry fruits and nuts are food. For hygiene reasons we cannot take back items that have been opened, or that you simply no longer
            want. We do put things right when we got it wrong:
          </P>
          <List>
            <li>
              If an item arrives damaged or spoiled, or you receive the wrong or a missing item, tell us{' '}
              <strong className="text-walnut-900">within 48 hours of delivery</strong>.
            </li>
            <li>
              Send your order number with photos of the parcel, the product and its label on WhatsApp or by email. Please keep the packaging
              until we have resolved it.
            </li>
            <li>
              Once we have checked the photos we send a replacement or refund you, as you prefer. Refunds go to your bank account or mobile
              wallet within 7 working days of approval; cash-on-delivery orders are refunded the same way.
            </li>
          </List>
          <P>Reports made after 48 hours, or without photos, may not be accepted.</P>
        </>
      ),
    },
    {
      id: 'food',
      title: 'Storage and allergies',
      body: (
        <P>
          Our products contain tree nuts and are packed where nuts, seeds and dried fruit are handled; they are not suitable for people with
          nut allergies. Store them in a cool, dry place in an airtight container, and use them by the date on the pack.
        </P>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: (
        <>
          <P>We collect only what we need to sell to you and deliver your orders:</P>
          <List>
            <li>Your account details: email address, name, phone number, delivery address, postal code and city.</li>
            <li>
              Your orders, favourites, and any review you submit. Reviews are shown on the site, with the name you give, once we have
              approved them.
            </li>
            <li>
              Your cart and checkout choices are kept in your own browser; sign-in uses cookies and browser storage to keep you signed in.
            </li>
          </List>
          <P>
            We share your name, phone number, address and the amount to collect with the courier delivering your order, and payment details
            with the payment provider when you pay online. Our hosting and database providers store the data for us.{' '}
            <strong className="text-walnut-900">We never sell your data.</strong>
          </P>
          <P>
            An advertising pixel (for example Meta&apos;s) runs only when the shop has configured one. It then records events such as a
            sign-up or sign-in, with your email address and phone number hashed so they are not sent in readable form. You can block it with
            your browser&apos;s privacy settings.
          </P>
          <P>
            You can see and correct your details in Settings and deactivate your account there. To get a copy of your data or have it
            deleted, contact us. We keep order records for as long as the law requires for accounting.
          </P>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <P>
          We may update these terms, for example when we add a payment method. Orders are governed by the terms in force when they were
          placed.
        </P>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <>
          <P>Questions about an order, a delivery or these terms? We are happy to help:</P>
          <List>
            {whatsappNumber && (
              <li>
                WhatsApp or phone: <A href={whatsappLink(whatsappNumber)}>{displayPhone(whatsappNumber)}</A>
              </li>
            )}
            {contactEmail && (
              <li>
                Email: <A href={`mailto:${contactEmail}`}>{contactEmail}</A>
              </li>
            )}
            <li>
              Or use our{' '}
              <Link href="/contact-us" className="font-semibold text-apricot-800 underline underline-offset-2 hover:text-walnut-950">
                contact page
              </Link>
              . We are based in {SITE_LOCATION.label}.
            </li>
          </List>
        </>
      ),
    },
  ];
}
