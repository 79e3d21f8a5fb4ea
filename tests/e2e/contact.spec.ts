import { expect, test } from '@playwright/test';
import { ContactPage } from './pages/contact-page';
import { outbox, restSelect } from './pages/shop-backend';

test('the contact page shows the phone, a WhatsApp link with a message, the email and the address', async ({ page }) => {
  const contact = new ContactPage(page);
  await contact.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(contact.whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
  const href = (await contact.whatsapp.getAttribute('href'))!;
  expect(new URL(href).searchParams.get('text')).toContain('question about your dry fruits');
  await expect(page.getByRole('link', { name: /^\+92 / })).toHaveAttribute('href', /^tel:\+92\d+$/);
  await expect(page.getByRole('link', { name: /@gilgitdryfruits\.pk/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('address')).toContainText('Gilgit 15100, Gilgit-Baltistan');
});

test('required fields and bad values get clear messages; nothing is sent', async ({ page }) => {
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(contact.name).toBeFocused();

  await contact.name.fill('Test Shopper');
  await contact.email.fill('not-an-email');
  await contact.phone.fill('12-34');
  await contact.message.fill('Hello');
  await contact.send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText(/Your message has been sent/)).toBeHidden();
});

test('a message is saved and mailed to the shop owner', async ({ page, request }) => {
  const contact = new ContactPage(page);
  const name = `E2E Contact ${Date.now()}`;
  const email = `contact.${Date.now()}@example.com`;
  await contact.goto();
  await contact.name.fill(name);
  await contact.email.fill(email);
  await contact.phone.fill('0355-1234567');
  await contact.message.fill('Do you deliver walnuts to Quetta before Eid?');
  await contact.send.click();
  await expect(page.getByText('Thank you! Your message has been sent. We usually reply within one working day.')).toBeVisible();
  await expect(contact.name).toHaveValue('');

  const rows = await restSelect<{ full_name: string; phone: string; message: string; status: string }>(
    request,
    'contact_messages',
    `email=eq.${encodeURIComponent(email)}&select=full_name,phone,message,status`,
  );
  expect(rows).toEqual([
    { full_name: name, phone: '0355-1234567', message: 'Do you deliver walnuts to Quetta before Eid?', status: 'new' },
  ]);
  const mail = (await outbox(request)).find((m) => m.subject.includes(name));
  expect(mail).toBeDefined();
  expect(mail!.to).toMatch(/@/);
  expect(mail!.text).toContain('Do you deliver walnuts to Quetta before Eid?');
  expect(mail!.text).toContain(email);
});
