import { z } from 'zod';
import { firstValues } from '@/lib/api/search-params';

/** Customers per page of /admin/customers. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** The most orders a customer's page lists (the newest). */
export const CUSTOMER_HISTORY_LIMIT = 100;

/** The console's words about a customer's notes and tags (customer_notes' checks hold the same rules). */
export const CUSTOMER_MESSAGES = {
  notes: 'Write the notes in 2000 characters or fewer.',
  tags: 'Tags are short words of letters, digits and dashes (24 characters each at most), 10 tags at most.',
  saved: 'Notes and tags saved.',
} as const;

const TAG = /^[a-z0-9-]{1,24}$/;

/** "VIP, late payer  vip" → ["vip", "late", "payer"]: lowercase, split at commas and spaces, each once. */
export function splitTags(raw: string): string[] {
  return [
    ...new Set(
      raw
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
}

/** What a customer's page saves: the notes, and the tags as typed (one line). */
export const customerNotesSchema = z
  .object({
    notes: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().max(2000, CUSTOMER_MESSAGES.notes)),
    tags: z
      .string()
      .max(400, CUSTOMER_MESSAGES.tags)
      .transform(splitTags)
      .pipe(z.array(z.string().regex(TAG, CUSTOMER_MESSAGES.tags)).max(10, CUSTOMER_MESSAGES.tags)),
  })
  .strict();

export type CustomerNotesForm = z.input<typeof customerNotesSchema>;

/** The address of /admin/customers: ?q=…&page=…. */
const customerFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type CustomerFilters = z.output<typeof customerFiltersSchema>;

export function parseCustomerFilters(raw: Record<string, string | string[] | undefined>): CustomerFilters {
  const values = firstValues(raw);
  return customerFiltersSchema.parse({ q: values.q || undefined, page: values.page || undefined });
}

/** A customer's page, by their phone as Pakistanis write it: +923001234567 → /admin/customers/03001234567. */
export function customerHref(phone: string): string {
  return `/admin/customers/0${phone.slice(3)}`;
}
