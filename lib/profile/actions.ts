import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProfileInput } from '@/lib/auth/schemas';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';

type Client = SupabaseClient<Database>;

/**
 * Saves the profile as spec §7 does: an upsert of id, full_name, phone, address, postal_code,
 * city_id, country, updated_at, as the signed-in shopper (row-level security: only their own row).
 */
export async function saveProfile(supabase: Client, userId: string, input: ProfileInput): Promise<void> {
  const { error } = await supabase.from('profiles').upsert(
    {
      id: userId,
      full_name: input.fullName,
      phone: input.phone,
      address: input.address,
      postal_code: input.postalCode,
      city_id: input.cityId,
      country: 'Pakistan',
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'id' },
  );
  if (error) throw new Problem('profile_save_failed', { cause: `${error.code} ${error.message}` });
}
