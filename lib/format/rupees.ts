/**
 * Money and weight as shoppers read them. Prices are whole rupees (PKR) shown as "Rs. 1,250":
 * rounded to the rupee, thousands separated with commas (not the lakh grouping 1,25,000), the same on
 * the server and in every browser (no locale data involved).
 */

export const CURRENCY_CODE = 'PKR';
const CURRENCY_SYMBOL = 'Rs.';

/** 1250 → "1,250"; 1234567.6 → "1,234,568"; -50 → "-50". */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** 1250 → "Rs. 1,250". */
export function formatRupees(value: number): string {
  const text = formatWholeNumber(value);
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL} ${text.slice(1)}` : `${CURRENCY_SYMBOL} ${text}`;
}
