/**
 * The shop never subscribes to Realtime, but supabase-js on Node 20 refuses to construct a
 * client without a WebSocket class. This one is only ever constructed if someone subscribes.
 */
export class NoRealtimeWebSocket {
  constructor() {
    throw new Error('Realtime is not used by this shop');
  }
}
