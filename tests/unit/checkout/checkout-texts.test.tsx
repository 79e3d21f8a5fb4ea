import { render, screen } from '@testing-library/react';
import { PickupDetails } from '@/components/checkout/pickup-details';
import { TransferReceipt } from '@/components/checkout/transfer-receipt';
import { PICKUP_ADDRESS_MISSING, pickupPoint } from '@/lib/checkout/delivery';
import { EMPTY_SHOP_SETTINGS } from '@/lib/settings/types';
import { FILLED_SETTINGS } from '../settings/fixtures';

describe('the pick-up point', () => {
  test('the address with the town, and the hours', () => {
    render(<PickupDetails point={pickupPoint(FILLED_SETTINGS)} />);
    const group = screen.getByRole('group', { name: 'Pick-up address' });
    expect(group).toHaveTextContent('Collect from: Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100');
    expect(group).toHaveTextContent('Open: Every day, 8:00 am to 8:00 pm');
  });

  test('no address set: no placeholder, a way to contact the shop', () => {
    render(<PickupDetails point={pickupPoint(EMPTY_SHOP_SETTINGS)} />);
    const group = screen.getByRole('group', { name: 'Pick-up address' });
    expect(group).toHaveTextContent(PICKUP_ADDRESS_MISSING);
    expect(group).not.toHaveTextContent('Collect from');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe("a bank transfer's receipt", () => {
  const order = { orderNumber: 'GDF-2611-7KQ2MX', total: 3050 };

  test('a WhatsApp chat with the order number and amount typed in', () => {
    render(<TransferReceipt {...order} whatsappNumber="+923551234567" contactEmail="hello@gilgitdryfruits.pk" />);
    const link = screen.getByRole('link', { name: 'Send the receipt on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/923551234567');
    expect(href.searchParams.get('text')).toBe(
      'Assalam-o-Alaikum! Here is the receipt of my bank transfer of Rs. 3,050 for order GDF-2611-7KQ2MX.',
    );
  });

  test('no WhatsApp number: no button, the contact e-mail instead', () => {
    render(<TransferReceipt {...order} whatsappNumber={null} contactEmail="hello@gilgitdryfruits.pk" />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    const mail = screen.getByRole('link', { name: 'hello@gilgitdryfruits.pk' });
    expect(mail.getAttribute('href')).toBe('mailto:hello@gilgitdryfruits.pk?subject=Bank%20transfer%20for%20order%20GDF-2611-7KQ2MX');
  });

  test('neither number nor e-mail: the contact page', () => {
    render(<TransferReceipt {...order} whatsappNumber={null} contactEmail={null} />);
    expect(screen.queryByRole('link', { name: /WhatsApp|@/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact-us');
  });
});
