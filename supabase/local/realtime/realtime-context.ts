import type { Database } from '../db/database.ts';
import type { JwtSigner } from '../jwt.ts';
import type { Broadcast, TopicRegistry } from './topic-registry.ts';
import type { OutboundMessage, Vsn } from './frames.ts';
import type { ClientCounter, RealtimeLimits } from './limits.ts';
import type { ChangeFeed } from './postgres-changes/index.ts';
import type { RealtimeChannel } from './realtime-channel.ts';

/** What every socket and channel of the Realtime server shares. */
export interface RealtimeContext {
  db: Database;
  jwt: Pick<JwtSigner, 'verify'>;
  registry: TopicRegistry;
  changeFeed: ChangeFeed;
  limits: RealtimeLimits;
  /** Sockets with a joined channel, per client address. */
  clients: ClientCounter;
}

/** The socket a channel lives on, as the channel sees it. */
export interface ChannelHost {
  readonly vsn: Vsn;
  readonly clientIp: string;
  /** The API key the socket connected with: the token of a join without `access_token`. */
  readonly tenantToken: string;
  /** The upgrade request's `x-` headers, given to policies as `request.headers`. */
  readonly headers: Record<string, string>;
  push(message: OutboundMessage): void;
  reply(joinRef: string | null, ref: string | null, topic: string, status: 'ok' | 'error', response: unknown): void;
  pushBroadcast(topic: string, message: Broadcast): void;
  /** Counts one message from the client; false once the socket is over its per-second budget. */
  takeEvent(): boolean;
  channelClosed(channel: RealtimeChannel): void;
}
