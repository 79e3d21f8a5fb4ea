import type { Metadata } from 'next';
import { AdminSettingsForm } from '@/components/settings/settings-form';
import { getCurrentAdminShopSettings } from '@/lib/settings/admin-queries';
import { OwnerOnlyNotice } from '@/components/auth/owner-only-notice';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { serverEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Settings' };

/** /admin/settings: what the shop shows about itself (contact, pickup, bank account, profiles, banner). */
export default async function AdminSettingsPage() {
  const role = await getCurrentTeamRole();
  if (role !== 'owner') return role ? <OwnerOnlyNotice /> : null;
  const settings = await getCurrentAdminShopSettings();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Settings</h1>
      <p className="mt-2 text-walnut-700">What the shop shows about itself. Saved changes are on every page at once.</p>
      <AdminSettingsForm initial={settings} ownerEmail={serverEnv().SHOP_OWNER_EMAIL} />
    </div>
  );
}
