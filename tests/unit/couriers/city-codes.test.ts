import { cityKey, cityNames, courierCityCode } from '@/lib/couriers/city-codes';
import type { CourierProvider } from '@/lib/providers/couriers/courier';

function courierListing(names: string[]): CourierProvider {
  return {
    id: `test-${names.join('-')}`,
    cities: jest.fn(async () => names.map((name, index) => ({ code: String(100 + index), name }))),
  } as unknown as CourierProvider;
}

test('a city is the same whatever its case, spaces or punctuation', () => {
  expect(cityKey('Dera Ismail Khan')).toBe(cityKey('DERA ISMAIL-KHAN'));
  expect(cityKey('Wah Cantt.')).toBe(cityKey('wah cantt'));
  expect(cityKey('Gilgit')).not.toBe(cityKey('Gilgit Jutial'));
});

test('a city in brackets may go by either name, then by its district', () => {
  expect(cityNames('Kharmang (Tolti)', 'Kharmang')).toEqual(['Kharmang (Tolti)', 'Kharmang', 'Tolti', 'Kharmang']);
  expect(cityNames('Jutial', 'Gilgit')).toEqual(['Jutial', 'Gilgit']);
  expect(cityNames('Lahore', null)).toEqual(['Lahore']);
});

test("the courier's code is its first listed name: the town itself before its district; none when it lists neither", async () => {
  const courier = courierListing(['Gilgit', 'Tolti', 'Jutial']);
  expect(await courierCityCode(courier, cityNames('Jutial', 'Gilgit'))).toBe('102');
  expect(await courierCityCode(courier, cityNames('Danyore', 'Gilgit'))).toBe('100');
  expect(await courierCityCode(courier, cityNames('Kharmang (Tolti)', 'Kharmang'))).toBe('101');
  expect(await courierCityCode(courier, cityNames('Multan', 'Multan'))).toBeNull();
  // The list is asked for once and kept.
  expect(courier.cities).toHaveBeenCalledTimes(1);
});

test('a city list that could not be read is asked for again next time', async () => {
  const courier = courierListing(['Gilgit']);
  (courier.cities as jest.Mock).mockRejectedValueOnce(new Error('timeout'));
  await expect(courierCityCode(courier, ['Gilgit'])).rejects.toThrow('timeout');
  expect(await courierCityCode(courier, ['Gilgit'])).toBe('100');
});
