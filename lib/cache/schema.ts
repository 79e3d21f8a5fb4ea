import { z } from 'zod';
import { REVALIDATE_TAGS } from './tags';

/** POST /api/revalidate {tags?}: no body at all means every tag. */
export const revalidateRequestSchema = z
  .object({ tags: z.array(z.enum(REVALIDATE_TAGS)).min(1).max(REVALIDATE_TAGS.length).optional() })
  .strict()
  .optional();
