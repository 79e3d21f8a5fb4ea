import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '@/lib/catalog/listing';

export const SEARCH_TEXT_MESSAGE = `Type 1 to ${MAX_SEARCH_LENGTH} characters to search.`;

/** GET /api/search/suggest?q=: what the shopper has typed so far. */
export const suggestQuerySchema = z.object({
  q: z
    .string({ message: SEARCH_TEXT_MESSAGE })
    .trim()
    .min(1, SEARCH_TEXT_MESSAGE)
    .max(MAX_SEARCH_LENGTH * 4, SEARCH_TEXT_MESSAGE),
});
