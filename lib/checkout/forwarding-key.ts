import 'server-only';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';

/**
 * The header that tells the database the X-Forwarded-For of this call was set by the shop's server,
 * so its per-client limit on guest orders counts the shopper's address rather than the shop's own
 * (private.request_client_address). Without it the database trusts no forwarded address.
 */
export const FORWARDING_KEY_HEADER = 'X-Shop-Forwarding-Key';

let key: Promise<string | null> | null = null;

/** The database's forwarding key, read once per process with the service role; null when it cannot be read (retried next time). */
export function getForwardingKey(): Promise<string | null> {
  key ??= readForwardingKey().then((value) => {
    if (value === null) key = null;
    return value;
  });
  return key;
}

async function readForwardingKey(): Promise<string | null> {
  const { data, error } = await createSupabaseAdminClient().rpc('shop_forwarding_key');
  if (error || typeof data !== 'string') {
    console.error('[checkout] the forwarding key could not be read; guest orders count under the shop’s own address:', error);
    return null;
  }
  return data;
}
