import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import type { ConsoleHint } from './hints';

/** The console's live stream (admins only). */
export const liveEndpoints = {
  /**
   * Server-Sent Events: `change` ({ table }) when rows of a console table changed, `ready` each time
   * the server's Realtime subscription is live (again), a comment every 25 s. No row's content.
   * Refused past a few open streams per account (lib/live/stream-slots.ts).
   */
  stream: endpoint({
    method: 'GET',
    path: '/api/admin/live',
    errors: ['live_streams_exceeded'],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<ConsoleHint>(),
  }),
};
