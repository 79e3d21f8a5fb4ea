/** The staff's alert mail: what happened, the order's flags, and the button to its page in the console. */
import { staffAlertMail } from '@/lib/alerts/alert-mail';

const LINK = 'https://gilgitdryfruits.pk/admin/orders/GDF-2611-7KQ2MX';

test("the mail carries the order's flags and links to the order in the console", () => {
  const mail = staffAlertMail(
    'staff@gilgitdryfruits.pk',
    {
      title: 'New order GDF-2611-7KQ2MX',
      body: 'Sana Baig, Gilgit: Rs. 1,680, cash on delivery.',
      link: LINK,
      flags: ['New phone — confirm by call before packing', 'Returned 2 parcels before'],
    },
    'https://gilgitdryfruits.pk',
  );
  expect(mail.to).toBe('staff@gilgitdryfruits.pk');
  expect(mail.html).toContain(`href="${LINK}"`);
  expect(mail.text).toContain('New phone — confirm by call before packing');
  expect(mail.text).toContain('Returned 2 parcels before');
});

test('without flags, the mail says only what happened', () => {
  const mail = staffAlertMail(
    'staff@gilgitdryfruits.pk',
    { title: 'Payment received', body: 'Rs. 1,680 by JazzCash.', link: LINK, flags: [] },
    'https://gilgitdryfruits.pk',
  );
  expect(mail.text).not.toContain('Returned');
  expect(mail.text).not.toContain('New phone');
});
