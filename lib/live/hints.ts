/**
 * What the console's live stream (GET /api/admin/live) sends: hints, never a row. `change` names a
 * table whose rows changed; `ready` says the server's subscription is (again) live, so whatever
 * changed while it was not must be read anew. Pure: read by the route and by the browser alike.
 */

/** The tables whose changes the console shows (in the supabase_realtime publication). */
export const CONSOLE_TABLES = ['orders', 'contact_messages', 'testimonials'] as const;

export type ConsoleTable = (typeof CONSOLE_TABLES)[number];

export type ConsoleHint = { kind: 'change'; table: ConsoleTable } | { kind: 'ready' };

/** The table a `change` event's data names, or null for anything else. */
export function changedTable(data: string): ConsoleTable | null {
  try {
    const table = (JSON.parse(data) as { table?: unknown } | null)?.table;
    return CONSOLE_TABLES.find((known) => known === table) ?? null;
  } catch {
    return null;
  }
}
