/**
 * The browser tests' door to the embedded backend `npm test -- e2e` started (E2E_SUPABASE_*), for
 * the accounts area: shoppers and admins made with the service role (GoTrue's admin API), profile
 * rows read back, and the mail outbox (reset links).
 */
export const BACKEND_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54329';
const SERVICE_KEY = process.env.E2E_SUPABASE_SERVICE_ROLE_KEY ?? '';
const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' };

let counter = 0;
/** A new address per call, so tests never share users. */
export function newEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const DEFAULT_PASSWORD = 'apricot6';

export interface Shopper {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed shopper with a profile (the sign-up trigger builds it from the metadata); `admin` makes
 * them the shop's owner (app_metadata.role 'admin'), `staff` a member of staff (role 'staff').
 */
export async function createShopper({
  admin = false,
  staff = false,
  email = newEmail(admin ? 'admin' : staff ? 'staff' : 'shopper'),
  password = DEFAULT_PASSWORD,
} = {}): Promise<Shopper> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: {
        full_name: 'Zainab Baig',
        phone: '03001234567',
        address: 'Main Bazaar, Karimabad',
        postal_code: '15700',
        city_id: 1,
      },
      ...(admin || staff ? { app_metadata: { role: admin ? 'admin' : 'staff' } } : {}),
    }),
  });
  if (!response.ok) throw new Error(`create user: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

/** A member of the shop's staff (orders and the catalogue; not the owner's pages). */
export function createStaff(): Promise<Shopper> {
  return createShopper({ staff: true });
}

export interface ProfileRow {
  full_name: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city_id: number | null;
  country: string;
}

export async function profileOf(email: string): Promise<ProfileRow | null> {
  const users = await fetch(`${BACKEND_URL}/auth/v1/admin/users?per_page=1000`, { headers: service }).then(
    (r) => r.json() as Promise<{ users: Array<{ id: string; email: string }> }>,
  );
  const user = users.users.find((u) => u.email === email);
  if (!user) return null;
  const rows = await fetch(`${BACKEND_URL}/rest/v1/profiles?id=eq.${user.id}&select=full_name,phone,address,postal_code,city_id,country`, {
    headers: service,
  }).then((r) => r.json() as Promise<ProfileRow[]>);
  return rows[0] ?? null;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Mails to `email`, newest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const mails = (await fetch(`${BACKEND_URL}/mail/messages`).then((r) => r.json())) as Mail[];
  return mails.filter((mail) => mail.to === email);
}

/** The /reset-password link in the newest reset mail to `email`. */
export async function resetLinkFor(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link);
}
