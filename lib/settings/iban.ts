/**
 * Whether an IBAN's check digits match the rest of it (ISO 13616: move the first four characters to
 * the end, read each letter as two digits, A = 10 … Z = 35, and the number leaves 1 when divided by
 * 97). `iban` is already without spaces and in capitals. private.iban_check_digits_match holds the
 * same rule for the database; tests/integration/db-iban.test.ts holds the two together.
 */
export function ibanCheckDigitsMatch(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) return false;
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder === 1;
}
