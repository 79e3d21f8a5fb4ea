import { ButtonLink } from '@/components/ui/button-link';
import { missingSettings } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

/**
 * On the console's home until the owner has filled in the shop settings: what is still missing,
 * with the way there; nothing once every setting is filled in.
 */
export function MissingSettings({ settings }: { settings: ShopSettings }) {
  const missing = missingSettings(settings);
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="settings-reminder-title" className="mt-6 rounded-3xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="settings-reminder-title" className="font-display text-xl font-bold text-walnut-950">
        Finish the shop settings
      </h2>
      <p className="mt-1 text-walnut-800">The shop shows nothing it does not know. Still missing:</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-walnut-800">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ButtonLink href="/admin/settings" className="mt-4">
        Open settings
      </ButtonLink>
    </section>
  );
}
