/** What the service worker shows for a push, and where a tap leads: always a page of the shop. */
import { notificationOf, PUSH_ICON, sameOriginUrl } from '@/lib/alerts/push-notification';

const ORIGIN = 'https://gilgitdryfruits.pk';

test("the shop's payload becomes the notification, its url kept for the tap", () => {
  const text = JSON.stringify({
    title: 'New order',
    body: 'GDF-2611-7KQ2MX, Rs 4,600',
    url: '/admin/orders/GDF-2611-7KQ2MX',
    tag: 'order',
  });
  expect(notificationOf(text)).toEqual({
    title: 'New order',
    options: {
      body: 'GDF-2611-7KQ2MX, Rs 4,600',
      tag: 'order',
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: '/admin/orders/GDF-2611-7KQ2MX' },
    },
  });
});

test('a push without a readable payload still shows the shop, leading to the console', () => {
  expect(notificationOf(null)).toEqual({
    title: 'Gilgit Dry Fruits',
    options: { body: '', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/admin' } },
  });
  expect(notificationOf('plain words')).toMatchObject({ title: 'Gilgit Dry Fruits', options: { body: 'plain words' } });
  expect(notificationOf('[1,2]').options.data.url).toBe('/admin');
  expect(notificationOf(JSON.stringify({ title: 5, url: 7 }))).toMatchObject({
    title: 'Gilgit Dry Fruits',
    options: { data: { url: '/admin' } },
  });
});

test('a tap opens pages of the shop only', () => {
  expect(sameOriginUrl('/admin/orders', ORIGIN)).toBe(`${ORIGIN}/admin/orders`);
  expect(sameOriginUrl(`${ORIGIN}/admin/messages?view=new`, ORIGIN)).toBe(`${ORIGIN}/admin/messages?view=new`);
  for (const elsewhere of [
    'https://evil.example/admin',
    '//evil.example/x',
    'javascript:alert(1)',
    'http://gilgitdryfruits.pk/admin',
    42,
    null,
  ]) {
    expect(sameOriginUrl(elsewhere, ORIGIN)).toBe(`${ORIGIN}/admin`);
  }
});
