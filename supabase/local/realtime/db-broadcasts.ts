import type { Database } from '../db/database.ts';
import type { RealtimeLimits } from './limits.ts';
import { topicKey, type TopicRegistry } from './topic-registry.ts';

interface MessageRow {
  topic: string;
  event: string;
  private: boolean | null;
  payload: string | null;
  binary_base64: string | null;
}

/**
 * Broadcasts what SQL writes to realtime.messages (realtime.send, realtime.broadcast_changes, a
 * plain insert): the shim's trigger notifies the committed row's id, and the row is read here, so
 * a payload of any size arrives. Rows go out one at a time, in commit order.
 */
export async function startDatabaseBroadcasts(db: Database, registry: TopicRegistry, limits: RealtimeLimits): Promise<() => Promise<void>> {
  let queue: Promise<void> = Promise.resolve();
  return db.listen('realtime_messages', (id) => {
    queue = queue
      .then(() => broadcastRow(db, registry, limits, id))
      .catch((error) => {
        console.error('[realtime] broadcasting a realtime.messages row failed:', error);
      });
  });
}

async function broadcastRow(db: Database, registry: TopicRegistry, limits: RealtimeLimits, id: string): Promise<void> {
  const { rows } = await db.query<MessageRow>(
    `select topic, event, private, payload::text as payload, encode(binary_payload, 'base64') as binary_base64
       from realtime.messages where id = $1::uuid`,
    [id],
  );
  const row = rows[0];
  if (!row || row.event === null) return;
  const body =
    row.binary_base64 !== null ? Buffer.from(row.binary_base64, 'base64') : row.payload !== null ? Buffer.from(row.payload, 'utf8') : null;
  // Hosted drops a row without a payload, or one over the payload limit, and logs it.
  if (body === null || body.length > limits.maxPayloadBytes) return;
  registry.broadcast(topicKey(row.topic, row.private === true), {
    kind: 'user',
    broadcast: { event: row.event, encoding: row.binary_base64 !== null ? 'binary' : 'json', body, metadata: { id } },
  });
}
