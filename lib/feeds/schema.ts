import { z } from 'zod';

/** POST /api/admin/product-feed takes no options: the feeds are always built from the whole active catalogue. */
export const generateFeedSchema = z.object({}).strict().optional();
