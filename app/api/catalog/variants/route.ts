import { z } from 'zod';
import { listLiveVariants } from '@/lib/catalog/queries';
import { failure, jsonResponse } from '@/lib/contact/request-guards';

const idsSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'ids must be up to 50 variant ids, separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0 && id <= 2147483647), 'ids must be up to 50 variant ids, separated by commas');

/** GET /api/catalog/variants?ids=11,12: live price and stock of cart lines (never cached). */
export async function GET(request: Request) {
  const parsed = idsSchema.safeParse(new URL(request.url).searchParams.get('ids') ?? '');
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Bad ids');
  try {
    return jsonResponse({ ok: true, variants: await listLiveVariants(parsed.data) });
  } catch (error) {
    console.error('[api/catalog/variants]', error);
    return failure(502, 'The catalogue could not be read. Please try again.');
  }
}
