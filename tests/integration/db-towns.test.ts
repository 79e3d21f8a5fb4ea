// The towns added to the first list of cities (district headquarters and tehsil towns): zones
// follow the original rules, and the ids stay clear of the demo seed's.
import { setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();

interface Town {
  id: number;
  city_name: string;
  district: string | null;
  province: string;
  shipping_zone: string;
  is_remote: boolean;
  cod_available: boolean;
}

async function towns(where = 'true'): Promise<Town[]> {
  return (
    await t.db.query<Town>(
      `select id, city_name, district, province, shipping_zone, is_remote, cod_available from public.cities where ${where}`,
    )
  ).rows;
}

test('tehsil towns shoppers asked for are listed, with their district', async () => {
  const added = await towns('id > 1000');
  expect(added.length).toBeGreaterThanOrEqual(200);
  expect(added).toContainEqual(
    expect.objectContaining({
      city_name: 'Gujar Khan',
      district: 'Rawalpindi',
      province: 'Punjab',
      shipping_zone: 'national',
      is_remote: false,
    }),
  );
  expect(added).toContainEqual(expect.objectContaining({ city_name: 'Daska', district: 'Sialkot', province: 'Punjab' }));
  expect(added).toContainEqual(
    expect.objectContaining({ city_name: 'Gultari', district: 'Skardu', shipping_zone: 'regional', is_remote: true }),
  );
  expect(added.every((town) => town.district !== null)).toBe(true);
});

test('zones follow the first list: local and regional only in Gilgit-Baltistan, national elsewhere', async () => {
  for (const town of await towns()) {
    if (town.province === 'Gilgit-Baltistan') expect(['local', 'regional']).toContain(town.shipping_zone);
    else expect(town.shipping_zone).toBe('national');
    if (town.shipping_zone === 'local') expect(town.district).toBe('Gilgit');
    if (!town.is_remote) expect(town.cod_available).toBe(true);
  }
});

test('every active town can be quoted a delivery fee', async () => {
  const [row] = (
    await t.db.query<{ unquoted: number }>(`
    select count(*)::int as unquoted from public.cities c
    where c.is_active and not exists (select 1 from public.shipping_rates r where r.zone = c.shipping_zone)`)
  ).rows;
  expect(row!.unquoted).toBe(0);
});
