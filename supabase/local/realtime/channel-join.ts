import { canRead, type Extension } from './channel-authorization.ts';
import { checkChannelToken, joinErrorReason } from './channel-token.ts';
import type { Payload } from './frames.ts';
import { readJoinConfig } from './join-config.ts';
import { ChangeSubscriptionError, changeBindings, type ChangeBinding } from './postgres-changes/index.ts';
import { RealtimeChannel, type Policies } from './realtime-channel.ts';
import type { ChannelHost, RealtimeContext } from './realtime-context.ts';

export type JoinOutcome =
  { ok: true; channel: RealtimeChannel; response: Payload; afterReply: () => void } | { ok: false; reason: string; disconnect?: boolean };

/** The socket-level counts a join is checked against. */
export interface JoinLimits {
  /** Channels open or joining on this socket, this one excluded. */
  openChannels: number;
  /** Whether this socket already counts as a connected client. */
  countedClient: boolean;
  /** Takes one join from the socket's per-second budget. */
  takeJoin(): boolean;
}

/** Hosted's `phx_join` for `realtime:<name>`, in hosted's order of checks and with its reasons. */
export async function joinChannel(
  host: ChannelHost,
  context: RealtimeContext,
  topic: string,
  joinRef: string | null,
  payload: Payload,
  limits: JoinLimits,
): Promise<JoinOutcome> {
  const subTopic = topic.slice('realtime:'.length);
  if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
  const config = readJoinConfig(payload);
  const token = config.accessToken && !config.accessToken.startsWith('sb_') ? config.accessToken : host.tenantToken;

  if (!limits.countedClient && context.clients.get(host.clientIp) >= context.limits.maxConcurrentClients) {
    return refuse('ConnectionRateLimitReached: Too many connected users');
  }
  if (!limits.takeJoin()) return { ok: false, reason: 'ClientJoinRateLimitReached: Too many joins per second', disconnect: true };
  if (limits.openChannels >= context.limits.maxChannelsPerClient) return refuse('ChannelRateLimitReached: Too many channels');

  const check = checkChannelToken(context.jwt, token);
  if (!check.ok) return refuse(joinErrorReason(check));

  let policies: Policies = {};
  if (config.isPrivate) {
    const extensions: Extension[] = config.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    const denied = `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`;
    try {
      const read = await canRead(context.db, { topic: subTopic, claims: check.claims, headers: host.headers }, extensions);
      if (!read.broadcast && !read.presence) return refuse(denied);
      policies = { broadcastRead: read.broadcast, presenceRead: config.presenceEnabled ? read.presence : undefined };
    } catch (error) {
      console.error('[realtime] policy check failed:', error);
      return refuse(denied);
    }
  }

  const channel = new RealtimeChannel(host, context, topic, joinRef, config, token, check.claims, policies);
  context.registry.subscribe(channel.key, channel);

  let changeError: string | null = null;
  let bindings: ChangeBinding[] = [];
  if (config.changeFilters.length > 0) {
    try {
      channel.changes = await context.changeFeed.subscribe(config.changeFilters, check.claims, (change) => channel.deliverChange(change));
      bindings = channel.changes.bindings;
    } catch (error) {
      if (!(error instanceof ChangeSubscriptionError)) console.error('[realtime] postgres changes subscription failed:', error);
      changeError = error instanceof Error ? error.message : String(error);
      bindings = changeBindings(config.changeFilters);
    }
  }
  // Hosted always answers the list, empty when the join asked for no changes.
  const response: Payload = { postgres_changes: bindings };
  return { ok: true, channel, response, afterReply: () => channel.afterJoin(changeError, check.expiresInMs) };
}

function refuse(reason: string): JoinOutcome {
  return { ok: false, reason };
}
