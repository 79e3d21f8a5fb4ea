import type { Metadata } from 'next';
import { AlertChannelsFormView } from '@/components/alerts/alert-channels-form';
import { PushToggle } from '@/components/alerts/push-toggle';
import { getCurrentAlertChannels } from '@/lib/alerts/channel-settings';
import { getPushPublicKey } from '@/lib/alerts/push-queries';
import { getCurrentUser, isCurrentUserAdmin } from '@/lib/auth/queries';

export const metadata: Metadata = { title: 'Alerts' };

/** /admin/alerts: each admin picks how they hear of what needs the shop's attention, and turns push on for this device. */
export default async function AdminAlertsPage() {
  if (!(await isCurrentUserAdmin())) return null;
  const [channels, user] = await Promise.all([getCurrentAlertChannels(), getCurrentUser()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Alerts</h1>
      <p className="mt-2 text-walnut-700">
        New orders, payments, cancellations by customers, WhatsApp replies, contact messages and confirmed orders still waiting for a
        courier. Each alert links to the order.
      </p>
      <div className="mt-6">
        <PushToggle publicKey={getPushPublicKey()} />
      </div>
      <section aria-labelledby="my-channels" className="mt-6 rounded-3xl border border-sand bg-white p-5 sm:p-6">
        <h2 id="my-channels" className="font-display text-xl font-bold text-walnut-950">
          How I hear of them
        </h2>
        <div className="mt-4">
          <AlertChannelsFormView initial={channels} email={user?.email ?? null} />
        </div>
      </section>
    </div>
  );
}
