import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { bookOrder, type BookedParcel } from './booking';

export type BatchOutcome = { orderNumber: string; booked: BookedParcel } | { orderNumber: string; problem: Problem };

/**
 * Books each order in turn with its courier, as the order page would: one that fails says why and
 * stays as it was, and the others go on. A second tap books only those still unbooked.
 */
export async function bookOrders(supabase: SupabaseClient<Database>, orderNumbers: string[]): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (const orderNumber of new Set(orderNumbers)) {
    try {
      outcomes.push({ orderNumber, booked: await bookOrder(supabase, orderNumber) });
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      outcomes.push({ orderNumber, problem: error });
    }
  }
  return outcomes;
}
