import { NextResponse, type NextRequest } from 'next/server';
import { HttpError } from '@/lib/http/errors';
import { BAD_REQUEST } from '@/lib/http/messages';
import { assertSameSite, parseJsonObject, readBodyText } from '@/lib/http/request-checks';
import { errorResponse, failure } from '@/lib/http/response';
import { continuePage } from '@/lib/payments/continue-page';
import { offeredWallets } from '@/lib/payments/providers';
import { continueFormSchema } from '@/lib/payments/schema';

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
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) throw new HttpError(415, BAD_REQUEST);
    const posted = new URLSearchParams(await readBodyText(request)).get('form');
    const parsed = continueFormSchema.safeParse(parseJsonObject(posted ?? ''));
    const provider = parsed.success ? offeredWallets().find((wallet) => wallet.formUrl === parsed.data.action) : undefined;
    if (!parsed.success || !provider) return failure(400, BAD_REQUEST);
    return new NextResponse(continuePage(parsed.data, provider.name), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
}
