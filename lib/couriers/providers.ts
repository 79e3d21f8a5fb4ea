import 'server-only';
import { serverEnv } from '@/lib/env';
import type { CourierProvider } from '@/lib/providers/couriers/courier';
import { COURIERS, isCourierId } from '@/lib/providers/couriers/registry';

/** The courier a shipping method names, as configured (live or its sandbox); null when it is off or unknown. */
export function courierProvider(id: string): CourierProvider | null {
  return isCourierId(id) ? COURIERS[id].fromEnv(serverEnv()) : null;
}
