/** Weights as the shop writes them: grams up to 999, then kilograms ("250 g", "1 kg", "1.5 kg"). */

export type WeightUnit = 'grams' | 'kg';

export interface Weight {
  value: number;
  unit: WeightUnit;
}

export function weightInGrams(weight: Weight): number {
  return weight.unit === 'kg' ? weight.value * 1000 : weight.value;
}

/** 250 → "250 g", 1000 → "1 kg", 1500 → "1.5 kg". */
export function formatGrams(grams: number): string {
  if (grams >= 1000) return `${Number((grams / 1000).toFixed(2))} kg`;
  return `${Math.round(grams)} g`;
}

/** 2.25 → "2.25 kg"; used for cart totals. */
export function formatKilograms(kg: number): string {
  return `${Number(kg.toFixed(3))} kg`;
}
