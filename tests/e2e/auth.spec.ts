import { expect, test } from '@playwright/test';
import { createShopper, DEFAULT_PASSWORD, newEmail, profileOf } from './pages/accounts';
import { SignInDialog, type SignupDetails } from './pages/sign-in-dialog';

const signup = (email: string, overrides: Partial<SignupDetails> = {}): SignupDetails => ({
  fullName: 'Amina Khan',
  email,
  password: DEFAULT_PASSWORD,
  phone: '0355-1234567',
  address: 'House 12, Jutial, near the polo ground',
  postalCode: '15100',
  city: 'Gilg',
  cityOption: /^Gilgit/,
  ...overrides,
});

test.describe('sign-in dialog', () => {
  test('Sign In opens it; Escape closes it and focus goes back to Sign In; ?signin=1 opens it too', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/terms');
    await auth.open();
    await expect(auth.dialog).toHaveAccessibleName('Welcome back');
    await expect(auth.field('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(auth.dialog).toBeHidden();
    await expect(auth.headerSignIn()).toBeFocused();

    await page.goto('/terms?signin=1');
    await expect(auth.dialog).toBeVisible();
    await expect(page).toHaveURL(/\/terms$/);
    await auth.button('Close').click();
    await expect(auth.dialog).toBeHidden();
  });

  test('login: every message, linked to its field; editing a field clears its error', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.button('Sign In').click();
    await expect(auth.field('Email')).toHaveAccessibleDescription('Email is required');
    await expect(auth.field('Password')).toHaveAccessibleDescription('Password is required');
    await expect(auth.field('Email')).toBeFocused();

    await auth.field('Email').fill('amina');
    await expect(auth.field('Email')).toHaveAccessibleDescription('');
    await auth.field('Password').fill('12345');
    await auth.button('Sign In').click();
    await expect(auth.field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(auth.field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    await expect(auth.field('Email')).toBeFocused();
    await auth.field('Password').fill('123456');
    await expect(auth.field('Password')).toHaveAccessibleDescription('');
    await expect(auth.field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('signup: every message, the searchable city list, and Pakistan fixed', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toSignup();
    await expect(auth.city()).toBeEnabled();
    await auth.button('Create Account').click();
    await expect(auth.field('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(auth.field('Email')).toHaveAccessibleDescription('Email is required');
    await expect(auth.field('Password')).toHaveAccessibleDescription(/Password is required/);
    await expect(auth.field('Phone number')).toHaveAccessibleDescription(/Phone number is required/);
    await expect(auth.field('Address')).toHaveAccessibleDescription('Address is required');
    await expect(auth.field('Postal code')).toHaveAccessibleDescription('Postal code is required');
    await expect(auth.city()).toHaveAccessibleDescription('City is required');

    await auth.field('Email').fill('not-an-address');
    await auth.field('Password').fill('abc');
    await auth.field('Phone number').fill('05811-123456');
    await auth.city().fill('SKAR');
    await expect(auth.dialog.getByRole('option')).toHaveText([/Skardu/, /Gultari/]);
    await auth.city().fill('Atlantis');
    await expect(auth.dialog.getByRole('option', { name: 'No cities found' })).toBeVisible();
    await auth.button('Create Account').click();
    await expect(auth.field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(auth.field('Password')).toHaveAccessibleDescription(/Password must be at least 6 characters long/);
    await expect(auth.field('Phone number')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(auth.city()).toHaveAccessibleDescription('Please select a valid city');

    await expect(auth.field('Country')).toHaveValue('Pakistan');
    await expect(auth.field('Country')).not.toBeEditable();
  });

  test('links between modes clear the form, its errors and the chosen city', async ({ page }) => {
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toSignup();
    await auth.field('Full name').fill('Someone');
    await auth.city().fill('gil');
    await auth.dialog.getByRole('option', { name: /^Gilgit/ }).click();
    await expect(auth.city()).toHaveValue('Gilgit');
    await auth.button('Create Account').click();
    await expect(auth.field('Email')).toHaveAccessibleDescription('Email is required');
    await auth.button('Sign in').click();
    await expect(auth.dialog).toHaveAccessibleName('Welcome back');
    await expect(auth.field('Email')).toHaveValue('');
    await expect(auth.field('Email')).toHaveAccessibleDescription('');
    await auth.toSignup();
    await expect(auth.field('Full name')).toHaveValue('');
    await expect(auth.city()).toHaveValue('');
    await expect(auth.dialog.getByText('Email is required')).toHaveCount(0);
  });

  test('cities that fail to load say so, with a retry', async ({ page }) => {
    let blocked = true;
    await page.route('**/api/cities', (route) => (blocked ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toSignup();
    await expect(auth.dialog.getByText('Failed to load cities. Please try again.')).toBeVisible({ timeout: 10_000 });
    blocked = false;
    await auth.button('Retry').click();
    await expect(auth.dialog.getByText('Failed to load cities. Please try again.')).toHaveCount(0);
    await expect(auth.city()).toBeEnabled();
  });
});

test.describe('accounts', () => {
  test('sign-up with a Gilgit-Baltistan 0355 number: signed in, the profile saved with +92', async ({ page }) => {
    const auth = new SignInDialog(page);
    const email = newEmail('signup');
    await page.goto('/');
    await auth.open();
    await auth.toSignup();
    await auth.fillSignup(signup(email, { phone: '0355 123-4567' }));
    await auth.button('Create Account').click();
    await auth.expectSignedIn(email);
    expect(await profileOf(email)).toEqual({
      full_name: 'Amina Khan',
      phone: '+923551234567',
      address: 'House 12, Jutial, near the polo ground',
      postal_code: '15100',
      city_id: 1,
      country: 'Pakistan',
    });
    // The session cookie is HttpOnly: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/auth-token/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => /^sb-.+-auth-token$/.test(c.name))).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('a registered email: "This email is already registered. Please sign in instead."', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.toSignup();
    await auth.fillSignup(signup(shopper.email.toUpperCase()));
    await auth.button('Create Account').click();
    await expect(auth.alert()).toHaveText('This email is already registered. Please sign in instead.');
    await expect(auth.dialog).toBeVisible();
  });

  test('a wrong password: the message, the password cleared; "Processing..." while the right one is checked', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.open();
    await auth.signIn(shopper.email, 'not-my-password');
    await expect(auth.alert()).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await expect(auth.field('Password')).toHaveValue('');
    await expect(auth.field('Email')).toHaveValue(shopper.email);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-in', async (route) => {
      await held;
      await route.continue();
    });
    await auth.field('Password').fill(shopper.password);
    await auth.button('Sign In').click();
    await expect(auth.button('Processing...')).toBeDisabled();
    release();
    await auth.expectSignedIn(shopper.email);
    await expect(page).toHaveURL(/\/$/);
  });

  test('sign-out ends the session, clears local and session storage, and returns to /', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/terms');
    await auth.signInFromHeader(shopper);
    await page.evaluate(() => {
      localStorage.setItem('dryfruits_cart_test', '[1]');
      sessionStorage.setItem('shippingMethod', 'leopard');
    });
    await auth.signOut(shopper.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.headerSignIn()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('sb-'))).toEqual([]);
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toMatchObject({ user: null });
  });

  test('the header knows the shopper on every page after a reload (the session lives in cookies)', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/');
    await auth.signInFromHeader(shopper);
    await page.goto('/terms');
    await expect(auth.userMenuButton(shopper.email)).toBeVisible();
    await auth.userMenuButton(shopper.email).click();
    await expect(auth.header.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(auth.header.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});

test('pages carry the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu signs in and then lists the email, My Orders, Settings and Sign Out', async ({ page }) => {
    const shopper = await createShopper();
    const auth = new SignInDialog(page);
    await page.goto('/terms');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await expect(auth.dialog).toBeVisible();
    await auth.signIn(shopper.email, shopper.password);
    await expect(auth.dialog).toBeHidden();
    await menu.click();
    const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(panel.getByText(shopper.email)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(panel.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
