import type { Metadata } from 'next';
import { CourierTariffCard } from '@/components/shipping/courier-tariff-card';
import { ShippingCityRow } from '@/components/shipping/shipping-city-row';
import { ShippingMethodCard } from '@/components/shipping/shipping-method-card';
import { ShippingQuotePreview } from '@/components/shipping/shipping-quote-preview';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-fields';
import { OwnerOnlyNotice } from '@/components/auth/owner-only-notice';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { CITY_LIST_LIMIT, getCurrentShippingConsole } from '@/lib/shipping/queries';
import { cityQueryFrom } from '@/lib/shipping/schema';

export const metadata: Metadata = { title: 'Shipping' };

/** /admin/shipping: methods with their fees per zone and weight, the cities' zones, and a quote preview. */
export default async function AdminShippingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const role = await getCurrentTeamRole();
  if (role !== 'owner') return role ? <OwnerOnlyNotice /> : null;
  const search = cityQueryFrom(await searchParams);
  const { methods, cities, cityNames, tariffs } = await getCurrentShippingConsole(search);
  const courierNameOf = (courier: string | null) => tariffs.find((tariff) => tariff.courier === courier)?.name ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Shipping</h1>
        <p className="mt-2 text-walnut-700">Checkout prices every order with these settings as soon as you save them.</p>
      </div>
      <ShippingQuotePreview cities={cityNames} />
      <section aria-labelledby="methods-heading" className="space-y-4">
        <h2 id="methods-heading" className="font-display text-2xl font-bold text-walnut-950">
          Shipping methods
        </h2>
        {methods.map((method) => (
          <ShippingMethodCard key={method.id} method={method} courierName={courierNameOf(method.courier)} />
        ))}
      </section>
      <section aria-labelledby="tariffs-heading" className="space-y-4">
        <h2 id="tariffs-heading" className="font-display text-2xl font-bold text-walnut-950">
          Courier tariffs
        </h2>
        <p className="text-walnut-700">
          Your couriers’ rate cards. A method booked with a courier can take its fee from them instead of its own bands (Fee from, above).
        </p>
        {tariffs.map((tariff) => (
          <CourierTariffCard
            key={tariff.courier}
            tariff={tariff}
            usedBy={methods
              .filter((method) => method.courier === tariff.courier && method.feeFrom === 'courier_tariff')
              .map((method) => method.name)}
          />
        ))}
      </section>
      <section aria-labelledby="cities-heading">
        <h2 id="cities-heading" className="font-display text-2xl font-bold text-walnut-950">
          Cities and zones
        </h2>
        <form method="get" action="/admin/shipping" role="search" aria-label="Find cities" className="mt-4 flex flex-wrap items-end gap-3">
          <label className="min-w-60 flex-1 text-sm font-semibold text-walnut-800">
            City, district or province
            <input
              name="q"
              type="search"
              defaultValue={search}
              maxLength={80}
              className={`${INPUT_CLASS} mt-1 border-sand bg-white py-2.5`}
            />
          </label>
          <Button type="submit" size="sm">
            Find
          </Button>
        </form>
        <p className="mt-3 text-sm text-walnut-600">
          {cities.total === 0
            ? 'No cities found'
            : cities.total > CITY_LIST_LIMIT
              ? `Showing ${CITY_LIST_LIMIT} of ${cities.total} cities: search to find the others.`
              : `${cities.total} ${cities.total === 1 ? 'city' : 'cities'}`}
        </p>
        <ul aria-label="Cities" className="mt-3 space-y-3">
          {cities.cities.map((city) => (
            <ShippingCityRow key={city.id} city={city} />
          ))}
        </ul>
      </section>
    </div>
  );
}
