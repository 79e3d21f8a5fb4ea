import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ChangePassword } from '@/components/auth/change-password';
import { DeactivateAccount } from '@/components/auth/deactivate-account';
import { ProfileForm } from '@/components/auth/profile-form';
import { getCurrentUser } from '@/lib/auth/queries';
import { getCurrentProfile, listCities } from '@/lib/profile/queries';
import type { City } from '@/lib/profile/types';

export const metadata: Metadata = { title: 'Settings' };

function Panel({
  id,
  title,
  intro,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border bg-white p-6 shadow-sm shadow-walnut-900/5 sm:p-8 ${tone === 'danger' ? 'border-red-200' : 'border-sand'}`}
    >
      <h2 id={id} className={`font-display text-2xl font-bold ${tone === 'danger' ? 'text-red-900' : 'text-walnut-950'}`}>
        {title}
      </h2>
      <p className="mt-1.5 mb-6 text-walnut-600">{intro}</p>
      {children}
    </section>
  );
}

/** /settings: profile, password and account deactivation for the signed-in shopper. */
export default async function SettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const [profile, cities] = await Promise.all([getCurrentProfile(user.id), listCities(await headers()).catch((): City[] | null => null)]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-bold text-walnut-950">Settings</h1>
      <p className="mt-2 text-walnut-600">Your delivery details, password and account.</p>
      <div className="mt-10 space-y-8">
        <Panel id="profile-heading" title="Profile" intro="We use these details to deliver your orders and to call you about them.">
          <ProfileForm email={user.email} profile={profile} cities={cities} />
        </Panel>
        <Panel id="password-heading" title="Password" intro="Choose a new password of at least 6 characters.">
          <ChangePassword />
        </Panel>
        <Panel id="deactivate-heading" title="Deactivate account" intro="Close your account for good." tone="danger">
          <DeactivateAccount />
        </Panel>
      </div>
    </div>
  );
}
