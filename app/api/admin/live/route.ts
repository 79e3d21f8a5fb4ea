import { route } from '@/lib/http/route';
import { eventStream } from '@/lib/http/response';
import { listenToConsoleChanges } from '@/lib/live/console-changes';
import { liveEndpoints } from '@/lib/live/contract';
import { consoleEventStream } from '@/lib/live/event-stream';
import { takeStreamSlot } from '@/lib/live/stream-slots';

export const dynamic = 'force-dynamic';

/**
 * The console's live stream (docs/console.md): hints that a console table changed and that the
 * server's subscription is live, for as long as the admin's page keeps it open.
 */
export const GET = route(liveEndpoints.stream, { session: 'admin' }, async ({ request, user }) => {
  const release = takeStreamSlot(user.id);
  return eventStream(consoleEventStream({ listen: listenToConsoleChanges, signal: request.signal, onEnd: release }));
});
