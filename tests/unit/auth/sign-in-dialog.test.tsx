import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { HeaderAccount } from '@/components/layout/header-account';
import { EMAIL_ALREADY_REGISTERED, INVALID_CREDENTIALS, NO_CITIES_FOUND } from '@/lib/auth/messages';
import { CITY_INVALID, CITY_REQUIRED, EMAIL_REQUIRED, PASSWORD_REQUIRED, PHONE_INVALID } from '@/lib/auth/schemas';
import { renderWithQuery } from '../support/render-with-query';

const router = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => router, usePathname: () => '/' }));

const CITIES = [
  { id: 90, name: 'Abbottabad', province: 'Khyber Pakhtunkhwa' },
  { id: 1, name: 'Gilgit', province: 'Gilgit-Baltistan' },
  { id: 30, name: 'Skardu', province: 'Gilgit-Baltistan' },
];

type Handler = (body: Record<string, unknown>) => Promise<Response> | Response;
let routes: Record<string, Handler>;
/** What the shop's client code reads of a fetch Response (jsdom has no Response). */
const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

beforeAll(() => {
  // jsdom has no modal dialogs; the browser tests cover the real one.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  routes = {
    '/api/auth/session': () => json({ user: null, expiresAt: null, event: null }),
    '/api/cities': () => json(CITIES),
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const handler = routes[url];
    if (!handler) throw new Error(`unexpected fetch ${url}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : {});
  }) as typeof fetch;
  sessionStorage.clear();
  localStorage.clear();
  router.push.mockClear();
  router.refresh.mockClear();
});

async function openDialog() {
  renderWithQuery(
    <AuthProvider>
      <HeaderAccount user={null} />
    </AuthProvider>,
  );
  const signIn = await screen.findByRole('button', { name: 'Sign In' });
  signIn.focus();
  fireEvent.click(signIn);
  // The dialog's code loads on the first opening.
  const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
  return { dialog, signIn };
}

function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

test('login: empty submit shows both messages, linked to their fields; editing a field clears its error', async () => {
  const { dialog } = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  expect(errorOf(email)).toBe(EMAIL_REQUIRED);
  expect(errorOf(password)).toBe(PASSWORD_REQUIRED);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(email, { target: { value: 'a' } });
  expect(errorOf(email)).toBeNull();
  expect(errorOf(password)).toBe(PASSWORD_REQUIRED);
});

test('submitting shows "Processing..." and disables the button; a failure shows the message and clears the password', async () => {
  let answer!: (response: Response) => void;
  routes['/api/auth/sign-in'] = () => new Promise<Response>((resolve) => (answer = resolve));
  const { dialog } = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong-pass' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  const busy = await within(dialog).findByRole('button', { name: 'Processing...' });
  expect(busy).toBeDisabled();
  await act(async () => answer(json({ ok: false, message: INVALID_CREDENTIALS }, 400)));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS);
  expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('amina@example.com');
});

test('switching modes clears the form, its errors and the chosen city', async () => {
  const { dialog } = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'kept?@example.com' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
  expect(dialog).toHaveAccessibleName('Create your account');
  const city = await within(dialog).findByRole('combobox', { name: 'City' });
  await waitFor(() => expect(city).toBeEnabled());
  fireEvent.change(city, { target: { value: 'gil' } });
  fireEvent.click(within(dialog).getByRole('option', { name: /Gilgit/ }));
  expect(city).toHaveValue('Gilgit');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
  expect(await within(dialog).findByRole('combobox', { name: 'City' })).toHaveValue('');
  expect(within(dialog).queryByText(EMAIL_REQUIRED)).toBeNull();
});

test('sign-up: city search filters case-insensitively, says "No cities found", and a typed city must be picked', async () => {
  const { dialog } = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
  const city = await within(dialog).findByRole('combobox', { name: 'City' });
  await waitFor(() => expect(city).toBeEnabled());
  fireEvent.change(city, { target: { value: 'KARD' } });
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['SkarduGilgit-Baltistan']);
  fireEvent.change(city, { target: { value: 'zzz' } });
  expect(within(dialog).getByRole('option', { name: NO_CITIES_FOUND })).toBeVisible();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(errorOf(city)).toBe(CITY_INVALID);
  fireEvent.change(city, { target: { value: '' } });
  expect(errorOf(city)).toBe(CITY_INVALID);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(errorOf(city)).toBe(CITY_REQUIRED);
  expect(within(dialog).getByLabelText('Country')).toHaveValue('Pakistan');
  expect(within(dialog).getByLabelText('Country')).toHaveAttribute('readonly');
});

test('sign-up: the phone must be a Pakistani mobile; a taken email shows the spec message', async () => {
  routes['/api/auth/sign-up'] = () => json({ ok: false, message: EMAIL_ALREADY_REGISTERED }, 409);
  const { dialog } = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
  const city = await within(dialog).findByRole('combobox', { name: 'City' });
  await waitFor(() => expect(city).toBeEnabled());
  fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Amina Khan' } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'apricot6' } });
  fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '05811-123456' } });
  fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Jutial' } });
  fireEvent.change(within(dialog).getByLabelText('Postal code'), { target: { value: '15100' } });
  fireEvent.change(city, { target: { value: 'Gilgit' } });
  fireEvent.blur(city);
  expect(city).toHaveValue('Gilgit');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(errorOf(within(dialog).getByLabelText('Phone number'))).toBe(PHONE_INVALID);
  fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '0355-1234567' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(EMAIL_ALREADY_REGISTERED);
  const sent = (global.fetch as jest.Mock).mock.calls.find(([url]) => url === '/api/auth/sign-up')!;
  expect(JSON.parse(sent[1].body)).toMatchObject({ phone: '0355-1234567', cityId: 1, country: 'Pakistan' });
});

test('a successful sign-in closes the dialog, shows the shopper and follows a stored redirect once', async () => {
  routes['/api/auth/sign-in'] = () => json({ ok: true, user: { id: 'u1', email: 'amina@example.com' } });
  sessionStorage.setItem('redirectAfterAuth', '/orders?page=2');
  const { dialog } = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'apricot6' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('button', { name: /amina@example.com/ })).toBeVisible();
  expect(dialog).not.toHaveAttribute('open');
  expect(router.push).toHaveBeenCalledWith('/orders?page=2');
  expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
});

test('a stored foreign redirect is never followed', async () => {
  routes['/api/auth/sign-in'] = () => json({ ok: true, user: { id: 'u1', email: 'amina@example.com' } });
  sessionStorage.setItem('redirectAfterAuth', '//evil.example/orders');
  const { dialog } = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'apricot6' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('button', { name: /amina@example.com/ });
  expect(router.push).not.toHaveBeenCalled();
  expect(router.refresh).toHaveBeenCalled();
});

test('Escape (cancel) closes the dialog and gives focus back to Sign In', async () => {
  const { dialog, signIn } = await openDialog();
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBe(signIn);
  expect(signIn).toHaveFocus();
});
