import { z } from 'zod';

/** POST and DELETE /api/favorites: one product; the session says whose list it is. */
export const favoriteChangeSchema = z.object({ productId: z.number().int().positive().max(2147483647) }).strict();
