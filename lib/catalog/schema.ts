import { z } from 'zod';
import { REVALIDATE_TAGS } from '@/lib/cache/tags';

/** GET /api/catalog/variants?ids=11,12: up to 50 distinct variant ids. */
const VARIANT_IDS_INVALID = 'ids must be up to 50 variant ids, separated by commas';

export const liveVariantsQuerySchema = z.object({
  ids: z
    .string({ error: VARIANT_IDS_INVALID })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, VARIANT_IDS_INVALID)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && id <= 2147483647), VARIANT_IDS_INVALID),
});

/** POST /api/revalidate {tags?}: no body at all means every tag. */
export const UNKNOWN_TAGS = `Unknown tags: use ${REVALIDATE_TAGS.join(' or ')}.`;

export const revalidateRequestSchema = z
  .object({ tags: z.array(z.enum(REVALIDATE_TAGS)).min(1).max(REVALIDATE_TAGS.length).optional() })
  .strict()
  .optional();
