import { expect, test, type Page } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { ContactPage } from './pages/contact-page';
import { restInsert, restSelect } from './pages/shop-backend';

const unreadNow = async (page: Page) =>
  (await restSelect<{ id: string }>(page.request, 'contact_messages', 'status=eq.new&select=id')).length;
const unreadText = (count: number) => (count === 0 ? 'No unread messages' : `${count} unread ${count === 1 ? 'message' : 'messages'}`);

test.describe('contact messages in the owner console, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('a visitor writes on /contact-us; the owner sees it on /admin, answers it by WhatsApp or email, marks it handled and reopens it with the keyboard', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Sana Visitor ${stamp}`;
    const email = `visitor.${stamp}@example.com`;
    const contact = new ContactPage(page);
    await contact.goto();
    await contact.name.fill(name);
    await contact.email.fill(email);
    await contact.phone.fill('0355-1234567');
    await contact.message.fill('Do you deliver walnuts to Skardu?\nBefore Eid, please.');
    await contact.send.click();
    await expect(page.getByText('Thank you! Your message has been sent. We usually reply within one working day.')).toBeVisible();

    // A message with an order number, a landline and markup, as another way in might store it.
    const asker = `Order Asker ${stamp}`;
    await restInsert(page.request, 'contact_messages', {
      full_name: asker,
      phone: '05811-123456',
      subject: 'Where is my parcel?',
      order_number: 'GDF-2611-AB12CD',
      message: '<img src=x onerror=alert(1)> still waiting',
    });

    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    const unread = await unreadNow(page);
    await expect(page.getByRole('link', { name: /Unread messages/ })).toHaveAttribute('href', '/admin/messages');
    await expect(page.getByRole('link', { name: /Unread messages/ })).toContainText(String(unread));

    await ownerConsole.openMessages();
    await expect(page.getByTestId('unread-count')).toHaveText(unreadText(unread));
    await expect(ownerConsole.messageTab('To handle')).toHaveAttribute('aria-current', 'page');

    const message = ownerConsole.message(name);
    await expect(message).toContainText('Do you deliver walnuts to Skardu? Before Eid, please.');
    await expect(message.getByTestId('message-status')).toHaveText('Unread');
    await expect(message).toContainText(email);
    await expect(message).toContainText('0355-1234567');
    await expect(message.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/923551234567?text=${encodeURIComponent(`Assalam-o-Alaikum ${name}, this is Gilgit Dry Fruits, about the message you sent us.`)}`,
    );
    await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${email.replace(/\./g, '\\.')}\\?subject=${encodeURIComponent('Re: Your message to Gilgit Dry Fruits')}&body=`),
    );

    const other = ownerConsole.message(asker);
    await expect(other.getByRole('link', { name: 'GDF-2611-AB12CD' })).toHaveAttribute('href', '/admin/orders/GDF-2611-AB12CD');
    await expect(other).toContainText('<img src=x onerror=alert(1)> still waiting');
    await expect(other.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Reply by email' })).toHaveCount(0);
    await ownerConsole.expectAccessible();

    await message.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByText(`The message from ${name} is marked as handled.`)).toBeVisible();
    await expect(message).toHaveCount(0);
    await expect(page.getByTestId('unread-count')).toHaveText(unreadText(unread - 1));

    await ownerConsole.messageTab('Handled').click();
    await expect(ownerConsole.messageTab('Handled')).toHaveAttribute('aria-current', 'page');
    await expect(message.getByTestId('message-status')).toHaveText('Handled');
    await ownerConsole.expectAccessible();
    const [handled] = await restSelect<{ status: string; handled_at: string | null }>(
      page.request,
      'contact_messages',
      `email=eq.${encodeURIComponent(email)}&select=status,handled_at`,
    );
    expect(handled!.status).toBe('replied');
    expect(handled!.handled_at).not.toBeNull();

    // Keyboard alone: reopen it.
    await message.getByRole('button', { name: 'Reopen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`The message from ${name} is reopened: it is back in To handle.`)).toBeVisible();
    await expect(message).toHaveCount(0);
    expect(await restSelect(page.request, 'contact_messages', `email=eq.${encodeURIComponent(email)}&select=status,handled_at`)).toEqual([
      { status: 'read', handled_at: null },
    ]);
  });
});
