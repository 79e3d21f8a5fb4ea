import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';
import { readBodyText } from '@/lib/http/request-checks';
import { settleMessage, walletOfMessage, type Settlement } from '@/lib/payments/settle';

export const dynamic = 'force-dynamic';

/**
 * The provider sends the shopper back here: JazzCash posts its signed pp_ fields (a cross-site form
 * post, so no same-site check), Easypay redirects with its fields in the query. Whatever the message
 * says, the shopper goes on (303) to /transaction-result, which shows the order's payment as the
 * shop recorded it after checking with the provider.
 */
export async function POST(request: NextRequest) {
  let params: Record<string, string>;
  try {
    params = Object.fromEntries(new URLSearchParams(await readBodyText(request)));
  } catch {
    return resultRedirect({ state: 'unverified', reference: null, orderNumber: null });
  }
  return settleAndRedirect({ ...Object.fromEntries(request.nextUrl.searchParams), ...params });
}

export async function GET(request: NextRequest) {
  return settleAndRedirect(Object.fromEntries(request.nextUrl.searchParams));
}

async function settleAndRedirect(params: Record<string, string>) {
  const wallet = walletOfMessage(params);
  if (!wallet) return resultRedirect({ state: 'unverified', reference: null, orderNumber: null });
  try {
    return resultRedirect(await settleMessage(wallet, 'return', params));
  } catch (error) {
    console.error('payment callback:', error);
    return resultRedirect({ state: 'pending', reference: null, orderNumber: null });
  }
}

function resultRedirect(settled: Settlement) {
  const url = new URL('/transaction-result', serverEnv().SITE_URL);
  if (settled.reference) url.searchParams.set('ref', settled.reference);
  else url.searchParams.set('state', settled.state);
  return NextResponse.redirect(url, 303);
}
