import type { Metadata } from 'next';
import { PushToggle } from '@/components/alerts/push-toggle';
import { getPushPublicKey } from '@/lib/alerts/push-queries';
import { isCurrentUserAdmin } from '@/lib/auth/queries';

export const metadata: Metadata = { title: 'Alerts' };

/** /admin/alerts: where the owner and staff choose how the console alerts them (push on this device). */
export default async function AdminAlertsPage() {
  if (!(await isCurrentUserAdmin())) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Alerts</h1>
      <div className="mt-6">
        <PushToggle publicKey={getPushPublicKey()} />
      </div>
    </div>
  );
}
