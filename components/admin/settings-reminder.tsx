import Link from 'next/link';
import { getCurrentAdminShopSettings } from '@/lib/admin/settings-queries';
import { missingSettings } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

/** On the console's home until the owner has filled in the shop settings (read fresh, so it goes as soon as they are saved). */
export async function SettingsReminder() {
  return <MissingSettings settings={await getCurrentAdminShopSettings()} />;
}

/** What is still missing, with the way there; nothing once every setting is filled in. */
export function MissingSettings({ settings }: { settings: ShopSettings }) {
  const missing = missingSettings(settings);
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="settings-reminder-title" className="mt-6 rounded-3xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="settings-reminder-title" className="font-display text-xl font-bold text-walnut-950">
        Finish the shop settings
      </h2>
      <p className="mt-1 text-walnut-800">The shop shows nothing it does not know. Still missing:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-walnut-800">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link href="/admin/settings" className="mt-4 inline-flex min-h-12 items-center rounded-full bg-walnut-900 px-5 font-semibold text-snow hover:bg-walnut-800">
        Open settings
      </Link>
    </section>
  );
}
