import type { NextRequest } from 'next/server';
import { Problem } from '@/lib/errors/problem';
import { assertSameSite, isFormContentType, parseJsonObject, readFormFields } from '@/lib/http/request-checks';
import { problemResponse } from '@/lib/http/route';
import { continuePageResponse } from '@/lib/payments/continue-page';
import { offeredWallets } from '@/lib/payments/providers';
import { continueFormSchema } from '@/lib/payments/schema';
import { pageNonce } from '@/lib/security/shop-headers';

export const dynamic = 'force-dynamic';

/**
 * POST /payment/continue, a form whose `form` field is the signed form /api/payments/start answered
 * (as JSON): a page that posts it on to the wallet at once. The shopper's page cannot post there
 * itself: a document keeps the Content-Security-Policy it was opened with through client-side
 * navigations, and the catalogue pages' policy, fixed at build (next.config.mjs), names no wallet.
 * This page's policy, set by proxy.ts, does. Only a form for the hosted page of a wallet the shop
 * offers is carried on; the wallet checks the fields' signature itself.
 */
export async function POST(request: NextRequest) {
  try {
    assertSameSite(request.headers);
    if (!isFormContentType(request.headers.get('content-type'))) throw new Problem('unsupported_media_type');
    const { form } = await readFormFields(request);
    const parsed = continueFormSchema.safeParse(parseJsonObject(form ?? ''));
    const provider = parsed.success ? offeredWallets().find((wallet) => wallet.formUrl === parsed.data.action) : undefined;
    if (!parsed.success || !provider) throw new Problem('bad_request');
    return continuePageResponse(parsed.data, provider.name, pageNonce(request.headers));
  } catch (error) {
    if (error instanceof Problem) return problemResponse(error, request);
    throw error;
  }
}
