import { NextResponse, type NextRequest } from 'next/server';
import { signOutEverywhere } from '@/lib/auth/actions';
import { expireAuthCookies, failure, isCrossSite } from '@/lib/auth/http';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** POST /api/auth/sign-out: ends every session of the shopper (scope global) and clears the cookies. */
export async function POST(request: NextRequest) {
  if (isCrossSite(request)) return failure(403, 'Cross-site requests are not allowed');
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  await signOutEverywhere(supabase);
  return expireAuthCookies(request, applyTo(NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'private, no-store' } })));
}
