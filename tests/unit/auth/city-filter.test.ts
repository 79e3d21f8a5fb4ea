import { filterCities, type City } from '@/lib/profile/types';

const CITIES: City[] = [
  { id: 1, name: 'Aliabad', province: 'Gilgit-Baltistan', district: 'Hunza' },
  { id: 2, name: 'Dera Ghazi Khan', province: 'Punjab', district: 'Dera Ghazi Khan' },
  { id: 3, name: 'Gultari', province: 'Gilgit-Baltistan', district: 'Skardu' },
  { id: 4, name: 'Karimabad', province: 'Gilgit-Baltistan', district: 'Hunza' },
  { id: 5, name: 'Lahore', province: 'Punjab', district: 'Lahore' },
  { id: 9, name: 'Pindi Bhattian', province: 'Punjab', district: 'Hafizabad' },
  { id: 10, name: 'Pindi Gheb', province: 'Punjab', district: 'Attock' },
  { id: 6, name: 'Rawalpindi', province: 'Punjab', district: 'Rawalpindi' },
  { id: 7, name: 'Skardu', province: 'Gilgit-Baltistan', district: 'Skardu' },
  { id: 8, name: 'Tando Allahyar', province: 'Sindh', district: 'Tando Allahyar' },
];
const names = (query: string, cities: readonly City[] = CITIES) => filterCities(cities, query).map((city) => city.name);

test('"pindi" puts Rawalpindi (its common name) first, then the towns with Pindi as a word', () => {
  expect(names('pindi')).toEqual(['Rawalpindi', 'Pindi Bhattian', 'Pindi Gheb']);
  expect(names('PINDI ')).toEqual(['Rawalpindi', 'Pindi Bhattian', 'Pindi Gheb']);
});

test('each match ranks in turn: whole name, whole word, name start, word start, in the name, common name or district', () => {
  const cities: City[] = [
    { id: 2, name: 'Chhanagar', province: 'Punjab' }, // 4: in the name
    { id: 3, name: 'Old Nagari', province: 'Punjab' }, // 3: a word starts with it
    { id: 4, name: 'Nagari', province: 'Punjab' }, // 2: the name starts with it
    { id: 5, name: 'Upper Nagar', province: 'Punjab' }, // 1: a whole word
    { id: 6, name: 'Nagar', province: 'Gilgit-Baltistan' }, // 0: the whole name
    { id: 7, name: 'Sikandarabad', province: 'Gilgit-Baltistan', district: 'Nagar' }, // 5: the district
  ];
  expect(names('nagar', cities)).toEqual(['Nagar', 'Upper Nagar', 'Nagari', 'Old Nagari', 'Chhanagar', 'Sikandarabad']);
  // A whole common name ranks with the whole name; part of one only with districts.
  expect(
    names('isb', [
      { id: 1, name: 'Isbah', province: 'Punjab' },
      { id: 2, name: 'Islamabad', province: 'Islamabad Capital Territory' },
    ]),
  ).toEqual(['Islamabad', 'Isbah']);
  expect(names('lyall', [{ id: 1, name: 'Faisalabad', province: 'Punjab' }])).toEqual(['Faisalabad']);
});

test('a name that starts with the text comes before one that only contains it', () => {
  expect(names('lah')).toEqual(['Lahore', 'Tando Allahyar']);
});

test('district names find their towns, after the towns named so', () => {
  expect(names('hunza')).toEqual(['Aliabad', 'Karimabad']);
  expect(names('Skardu')).toEqual(['Skardu', 'Gultari']);
});

test('common names find the listed city', () => {
  expect(names('DG Khan')).toEqual(['Dera Ghazi Khan']);
});

test('the most ordered-from cities lead within a match, never across matches', () => {
  const popular = CITIES.map((city): City => {
    if (city.name === 'Pindi Gheb') return { ...city, popularity: 0 };
    if (city.name === 'Tando Allahyar') return { ...city, popularity: 1 };
    return city;
  });
  expect(names('pindi', popular)).toEqual(['Rawalpindi', 'Pindi Gheb', 'Pindi Bhattian']);
  expect(names('lah', popular)).toEqual(['Lahore', 'Tando Allahyar']);
  // Both ranked: the more ordered-from first, whatever the list's order.
  const both = popular.map((city) => (city.name === 'Pindi Bhattian' ? { ...city, popularity: 2 } : city));
  expect(names('pindi', both)).toEqual(['Rawalpindi', 'Pindi Gheb', 'Pindi Bhattian']);
});

test('an empty text lists every city; an unknown one none', () => {
  expect(names('  ')).toHaveLength(CITIES.length);
  expect(names('Atlantis')).toEqual([]);
});
