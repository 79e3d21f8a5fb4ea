import { z } from 'zod';
import { SITE_NAME } from '@/lib/seo/site';

/** The shop's account that bank-transfer orders are paid into. */
export interface BankAccount {
  bankName: string;
  accountTitle: string;
  accountNumber: string;
  iban: string;
}

/** Shown when none of the SHOP_BANK_* variables is set: the demo shop's made-up account. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  bankName: 'Meezan Bank, Jutial branch, Gilgit',
  accountTitle: SITE_NAME,
  accountNumber: '0101-0100000000',
  iban: 'PK00MEZN0001010100000000',
};

const VARIABLES = ['SHOP_BANK_NAME', 'SHOP_BANK_ACCOUNT_TITLE', 'SHOP_BANK_ACCOUNT_NUMBER', 'SHOP_BANK_IBAN'] as const;

const text = (name: string) => z.string().trim().min(2, `${name} is too short`).max(80, `${name} is longer than 80 characters`);

const bankAccountSchema = z.object({
  SHOP_BANK_NAME: text('SHOP_BANK_NAME'),
  SHOP_BANK_ACCOUNT_TITLE: text('SHOP_BANK_ACCOUNT_TITLE'),
  SHOP_BANK_ACCOUNT_NUMBER: z.string().trim().regex(/^[0-9][0-9 -]{4,28}[0-9]$/, 'SHOP_BANK_ACCOUNT_NUMBER must be digits, with spaces or dashes between them'),
  // A Pakistani IBAN: PK, two check digits, the bank's four letters, sixteen digits (spaces allowed).
  SHOP_BANK_IBAN: z.string().transform((iban) => iban.replace(/\s+/g, '').toUpperCase()).pipe(
    z.string().regex(/^PK\d{2}[A-Z]{4}\d{16}$/, 'SHOP_BANK_IBAN must be a Pakistani IBAN: PK, 2 digits, 4 letters, 16 digits'),
  ),
});

/**
 * The account shown at checkout, on the confirmation and in the order mail. Set all four SHOP_BANK_*
 * variables, or none (the demo account). A partial or malformed setting is an error with the reason,
 * never a half-right account on the page.
 */
export function shopBankAccount(env: Record<string, string | undefined> = process.env): BankAccount {
  const set = VARIABLES.filter((name) => env[name]?.trim());
  if (set.length === 0) return DEMO_BANK_ACCOUNT;
  const missing = VARIABLES.filter((name) => !set.includes(name));
  if (missing.length > 0) throw new Error(`Invalid bank account configuration: set all of ${VARIABLES.join(', ')} (missing: ${missing.join(', ')}).`);
  const result = bankAccountSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid bank account configuration:\n${result.error.issues.map((issue) => `  - ${issue.message}`).join('\n')}`);
  }
  const account = result.data;
  return {
    bankName: account.SHOP_BANK_NAME,
    accountTitle: account.SHOP_BANK_ACCOUNT_TITLE,
    accountNumber: account.SHOP_BANK_ACCOUNT_NUMBER,
    iban: account.SHOP_BANK_IBAN,
  };
}
