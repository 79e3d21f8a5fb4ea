import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales.mjs';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-fields';

/** The search of /admin/customers: a plain GET form, so the address holds it and it works before scripts load. */
export function CustomerSearch({ q }: { q?: string }) {
  const locale = useLocale();
  return (
    <form
      method="get"
      action={localizedPath('/admin/customers', locale)}
      role="search"
      aria-label="Search customers"
      className="mt-6 flex flex-col gap-3 rounded-3xl border border-sand bg-white p-4 sm:flex-row sm:items-end"
    >
      <div className="grow">
        <label htmlFor="customer-search" className="mb-1 block text-sm font-semibold text-walnut-800">
          Search
        </label>
        <input
          id="customer-search"
          name="q"
          type="search"
          defaultValue={q ?? ''}
          placeholder="Phone or name"
          maxLength={100}
          className={`${INPUT_CLASS} border-sand bg-white py-2.5`}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
