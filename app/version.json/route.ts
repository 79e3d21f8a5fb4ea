import { readAppVersion } from '@/lib/version/app-version.mjs';

/** GET /version.json: the published client version, `{version}`, never cached. */
export const dynamic = 'force-dynamic';

let version: string | null = null;

export function GET() {
  version ??= readAppVersion();
  return Response.json({ version }, { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
