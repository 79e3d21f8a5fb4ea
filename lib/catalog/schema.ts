import { z } from 'zod';

/** GET /api/catalog/variants?ids=11,12: up to 50 distinct variant ids. */
const VARIANT_IDS_INVALID = 'ids must be up to 50 variant ids, separated by commas';

export const liveVariantsQuerySchema = z.object({
  ids: z
    .string({ error: VARIANT_IDS_INVALID })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, VARIANT_IDS_INVALID)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && id <= 2147483647), VARIANT_IDS_INVALID),
});
