import { formatRupees, formatWholeNumber } from '@/lib/format/rupees';
import { formatGrams, formatKilograms, weightInGrams } from '@/lib/format/weight';

test('prices are whole rupees with thousands separators and the "Rs." symbol', () => {
  expect(formatRupees(1250)).toBe('Rs. 1,250');
  expect(formatRupees(650)).toBe('Rs. 650');
  expect(formatRupees(0)).toBe('Rs. 0');
  expect(formatRupees(10800)).toBe('Rs. 10,800');
  expect(formatRupees(1234567)).toBe('Rs. 1,234,567');
});

test('fractions are rounded to the rupee, and the grouping is by thousands, not lakhs', () => {
  expect(formatRupees(1249.5)).toBe('Rs. 1,250');
  expect(formatRupees(1249.49)).toBe('Rs. 1,249');
  expect(formatRupees(125000)).toBe('Rs. 125,000');
  expect(formatWholeNumber(999.6)).toBe('1,000');
});

test('negative amounts (discounts) and non-numbers', () => {
  expect(formatRupees(-300)).toBe('-Rs. 300');
  expect(formatWholeNumber(Number.NaN)).toBe('0');
  expect(formatWholeNumber(Number.POSITIVE_INFINITY)).toBe('0');
});

test('weights', () => {
  expect(weightInGrams({ value: 1.5, unit: 'kg' })).toBe(1500);
  expect(weightInGrams({ value: 250, unit: 'grams' })).toBe(250);
  expect(formatGrams(250)).toBe('250 g');
  expect(formatGrams(1000)).toBe('1 kg');
  expect(formatGrams(1500)).toBe('1.5 kg');
  expect(formatKilograms(2.25)).toBe('2.25 kg');
});
