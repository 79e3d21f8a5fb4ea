import { filterCities, type City } from '@/lib/profile/types';

const CITIES: City[] = [
  { id: 1, name: 'Aliabad', province: 'Gilgit-Baltistan', district: 'Hunza' },
  { id: 2, name: 'Dera Ghazi Khan', province: 'Punjab', district: 'Dera Ghazi Khan' },
  { id: 3, name: 'Gultari', province: 'Gilgit-Baltistan', district: 'Skardu' },
  { id: 4, name: 'Karimabad', province: 'Gilgit-Baltistan', district: 'Hunza' },
  { id: 5, name: 'Lahore', province: 'Punjab', district: 'Lahore' },
  { id: 6, name: 'Rawalpindi', province: 'Punjab', district: 'Rawalpindi' },
  { id: 7, name: 'Skardu', province: 'Gilgit-Baltistan', district: 'Skardu' },
  { id: 8, name: 'Tando Allahyar', province: 'Sindh', district: 'Tando Allahyar' },
];
const names = (query: string) => filterCities(CITIES, query).map((city) => city.name);

test('a name that starts with the text comes before one that only contains it', () => {
  expect(names('lah')).toEqual(['Lahore', 'Tando Allahyar']);
});

test('district names find their towns, after the towns named so', () => {
  expect(names('hunza')).toEqual(['Aliabad', 'Karimabad']);
  expect(names('Skardu')).toEqual(['Skardu', 'Gultari']);
});

test('common names find the listed city', () => {
  expect(names('pindi')).toEqual(['Rawalpindi']);
  expect(names('DG Khan')).toEqual(['Dera Ghazi Khan']);
});

test('an empty text lists every city; an unknown one none', () => {
  expect(names('  ')).toHaveLength(CITIES.length);
  expect(names('Atlantis')).toEqual([]);
});
