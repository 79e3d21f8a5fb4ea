import { NextResponse, type NextRequest } from 'next/server';
import { deactivateAccount } from '@/lib/auth/actions';
import { expireAuthCookies, failure, isCrossSite } from '@/lib/auth/http';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/deactivate: deactivates the signed-in shopper's account (every session ends)
 * and clears the session cookies → {ok, message}, or "Failed to deactivate account" / "No user logged in".
 */
export async function POST(request: NextRequest) {
  if (isCrossSite(request)) return failure(403, 'Cross-site requests are not allowed');
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const outcome = await deactivateAccount(supabase);
  const response = applyTo(NextResponse.json(outcome.body, { status: outcome.status, headers: { 'Cache-Control': 'private, no-store' } }));
  return outcome.body.ok ? expireAuthCookies(request, response) : response;
}
