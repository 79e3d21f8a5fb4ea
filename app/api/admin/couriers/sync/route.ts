import { courierEndpoints } from '@/lib/couriers/contract';
import { SYNCED } from '@/lib/couriers/messages';
import { syncCourierShipments } from '@/lib/couriers/tracking-sync';
import { courierName } from '@/lib/providers/couriers/registry';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(
  courierEndpoints.syncNow,
  { session: 'admin', rateLimit: new RateLimiter('courier-sync-now', 6, 60_000) },
  async () => {
    const result = await syncCourierShipments();
    const message = SYNCED(result.asked, result.moved, result.paid, result.unreachable.map(courierName));
    return { ok: true, message, ...result };
  },
);
