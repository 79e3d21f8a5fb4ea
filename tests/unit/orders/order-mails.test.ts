/** @jest-environment node */
import { newOrderMail, orderConfirmationMail, shopperCancelledMail } from '@/lib/orders/mails';
import { FILLED_SETTINGS } from '../settings/fixtures';
import { expectNoInternalCodes, mailOrder, visibleText } from './fixtures';

const account = FILLED_SETTINGS;
const SITE = 'https://gilgitdryfruits.pk';
const OWNER = 'orders@gilgitdryfruits.pk';

describe("the shopper's confirmation", () => {
  test('bank transfer: the configured account with the order number as reference, in both parts', () => {
    const mail = orderConfirmationMail(mailOrder(), SITE, account);
    expect(mail.to).toBe('amina@example.pk');
    expect(mail.subject).toBe('Your order GDF-2611-7KQ2MX at Gilgit Dry Fruits');
    expect(mail.text).toContain('Bank: Habib Bank Limited, Airport Road, Gilgit');
    expect(mail.text).toContain('IBAN: PK74HBPK0000123456789012');
    expect(mail.text).toContain('Reference: GDF-2611-7KQ2MX');
    expect(mail.text).toContain('Please transfer by 28 Nov 2026, 3:05 pm');
    const html = visibleText(mail.html);
    expect(html).toContain('Account number 1234-56789012-03');
    expect(html).toContain('Reference GDF-2611-7KQ2MX');
  });

  test('cash on delivery: no bank account, the next steps of the payment method', () => {
    const mail = orderConfirmationMail(
      mailOrder({ paymentMethod: 'cod', paymentStatus: 'cod_pending', paymentDueAt: null }),
      SITE,
      account,
    );
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain('We call or WhatsApp you to confirm the order');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.html).not.toContain('IBAN');
  });

  test('cash at pick-up: where and when to collect, paid at pick-up, no courier', () => {
    const order = mailOrder({
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      paymentDueAt: null,
      shippingMethod: 'pickup',
      shippingMethodName: 'Pick up in Gilgit',
      collectedAtShop: true,
      shippingFee: 0,
    });
    const mail = orderConfirmationMail(order, SITE, account);
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Collect from');
      expect(part).toContain('Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100');
      expect(part).toContain('Every day, 8:00 am to 8:00 pm');
      expect(part).toContain('pay in cash when you collect your order');
      expect(part).not.toMatch(/courier|Delivery to/);
      expectNoInternalCodes(part);
    }
    const noAddress = orderConfirmationMail(order, SITE, { ...account, pickupAddress: null });
    expect(noAddress.text).toContain('Collect from: Please contact us for the pick-up address and times before you come.');
  });

  test('an HTML part and a plain-text part, amounts in rupees, the placing time in Pakistan time', () => {
    const mail = orderConfirmationMail(mailOrder({ discount: 290, couponCode: 'GILGIT10', total: 2760 }), SITE, account);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.text).not.toContain('<');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Placed');
      expect(part).toContain('25 Nov 2026, 3:05 pm');
      expect(part).toContain('Rs. 2,900');
      expect(part).toContain('Discount (GILGIT10)');
      expect(part).toContain('-Rs. 290');
      expect(part).toContain('Rs. 2,760');
      expect(part).toContain('Leopards Courier');
      expect(part).toContain('0300-1234567');
      expectNoInternalCodes(part);
    }
    expect(mail.text).toContain('1 × Chilgoza Pine Nuts (Roasted) (250 g) — Rs. 2,900');
  });

  test('links to /tracking for everyone, and to My Orders only for an order placed while signed in', () => {
    const guest = orderConfirmationMail(mailOrder(), SITE, account);
    expect(guest.html).toContain('href="https://gilgitdryfruits.pk/tracking"');
    expect(guest.html).not.toContain('/orders/');
    const member = orderConfirmationMail(mailOrder({ hasAccount: true }), SITE, account);
    expect(member.html).toContain('href="https://gilgitdryfruits.pk/orders/GDF-2611-7KQ2MX"');
    expect(member.text).toContain('https://gilgitdryfruits.pk/orders/GDF-2611-7KQ2MX');
  });

  test("the shopper's own words are escaped in the HTML part and kept as written in the text part", () => {
    const sneaky = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const mail = orderConfirmationMail(mailOrder({ fullName: sneaky, address: `Street 5 ${sneaky}` }), SITE, account);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(`Assalam-o-Alaikum ${sneaky},`);
  });

  test('the logo comes from the shop only when it is served over https; the name is always in text', () => {
    expect(orderConfirmationMail(mailOrder(), SITE, account).html).toContain('src="https://gilgitdryfruits.pk/logo.png"');
    const local = orderConfirmationMail(mailOrder(), 'http://localhost:3000', account);
    expect(local.html).not.toContain('<img');
    expect(visibleText(local.html)).toContain('Gilgit Dry Fruits');
  });
});

describe("the owner's notices", () => {
  test('a new order: the total and the way of paying in the subject, the customer, no codes and no ISO time', () => {
    const mail = newOrderMail(mailOrder({ notes: 'Call before 5 pm' }), OWNER, SITE);
    expect(mail.to).toBe(OWNER);
    expect(mail.subject).toBe('New order GDF-2611-7KQ2MX: Rs. 3,050 (Bank transfer)');
    expect(mail.text).toContain('Customer: Amina Baig');
    expect(mail.text).toContain('Payment: Bank transfer · Awaiting bank transfer');
    expect(mail.text).toContain('Shipping: Leopards Courier');
    expect(mail.text).toContain('Placed: 25 Nov 2026, 3:05 pm');
    expect(mail.text).toContain('Order status: Pending');
    expect(mail.text).toContain('Notes: Call before 5 pm');
    for (const part of [mail.subject, mail.text, visibleText(mail.html)]) expectNoInternalCodes(part);
  });

  test("a new order links to its page in the console and carries the order's flags, first", () => {
    const flags = ['New phone — confirm by call before packing', 'Returned 2 parcels before'];
    const mail = newOrderMail(mailOrder({ paymentMethod: 'cod', paymentStatus: 'cod_pending' }), OWNER, SITE, flags);
    expect(mail.html).toContain(`href="${SITE.replace(/\/$/, '')}/admin/orders/GDF-2611-7KQ2MX"`);
    expect(mail.text).toContain('Open in the console');
    const text = visibleText(mail.html);
    expect(text.indexOf('New phone — confirm by call before packing')).toBeGreaterThan(-1);
    expect(text.indexOf('Returned 2 parcels before')).toBeLessThan(text.indexOf('Customer'));
    expect(visibleText(newOrderMail(mailOrder({}), OWNER, SITE).html)).not.toContain('Returned');
  });

  test('a cash-on-delivery order says so in words', () => {
    const mail = newOrderMail(mailOrder({ paymentMethod: 'cod', paymentStatus: 'cod_pending' }), OWNER, SITE);
    expect(mail.subject).toBe('New order GDF-2611-7KQ2MX: Rs. 3,050 (Cash on delivery)');
    expect(mail.text).toContain('Payment: Cash on delivery · Pay on delivery');
    for (const part of [mail.text, visibleText(mail.html)]) expectNoInternalCodes(part);
  });

  test("a shopper's cancellation: which order, who, the total, and that the stock (and the coupon) went back", () => {
    const order = mailOrder({
      status: 'cancelled',
      paymentStatus: 'voided',
      couponCode: 'GILGIT10',
      discount: 290,
      total: 2760,
      cancelledAt: '2026-11-26T04:30:00Z',
      cancelReason: 'Cancelled by the customer',
    });
    const mail = shopperCancelledMail(order, OWNER, SITE);
    expect(mail.to).toBe(OWNER);
    expect(mail.subject).toBe('Order GDF-2611-7KQ2MX cancelled by the customer (Rs. 2,760)');
    expect(mail.text).toContain('Amina Baig cancelled order GDF-2611-7KQ2MX online on 26 Nov 2026, 9:30 am.');
    expect(mail.text).toContain('The ordered quantities are back in stock and coupon GILGIT10 can be used once more.');
    expect(mail.text).toContain('Total: Rs. 2,760');
    expect(mail.text).toContain('Payment: Bank transfer · Cancelled');
    for (const part of [mail.subject, mail.text, visibleText(mail.html)]) expectNoInternalCodes(part);
  });

  test('an order placed by phone with a town not on the list: "No e-mail given", and the town near its city everywhere', () => {
    const order = mailOrder({ email: null, town: 'Handrap', cityName: 'Phander', province: 'Gilgit-Baltistan' });
    const placed = newOrderMail(order, OWNER, SITE);
    const cancelled = shopperCancelledMail({ ...order, status: 'cancelled', paymentStatus: 'voided' }, OWNER, SITE);
    for (const part of [placed.text, visibleText(placed.html)]) {
      expect(part).toMatch(/Email:? No e-mail given/);
      expect(part).toContain('House 4, Jutial, Handrap (near Phander) 15100, Pakistan');
    }
    expect(placed.html).toContain('Amina Baig, Handrap (near Phander): Rs. 3,050');
    expect(cancelled.text).toContain('Email: No e-mail given');
    expect(cancelled.text).toContain('City: Handrap (near Phander)');
  });
});

test("the shopper's confirmation names the typed town with the city it ships as", () => {
  const mail = orderConfirmationMail(mailOrder({ town: 'Mandra', cityName: 'Rawalpindi', province: 'Punjab' }), SITE, account);
  expect(mail.text).toContain('Delivery to: Amina Baig, House 4, Jutial, Mandra (near Rawalpindi) 15100, Pakistan');
});
