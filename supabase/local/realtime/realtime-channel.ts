import type { JwtClaims } from '../jwt.ts';
import { canRead, canWrite, type AuthorizationContext, type Extension } from './channel-authorization.ts';
import { checkChannelToken, refreshErrorMessage } from './channel-token.ts';
import { isUserBroadcast, type Payload, type UserBroadcast } from './frames.ts';
import type { JoinConfig } from './join-config.ts';
import { RateWindow } from './limits.ts';
import type { ChangeSubscription } from './postgres-changes/index.ts';
import type { ChannelHost, RealtimeContext } from './realtime-context.ts';
import { topicKey, type Broadcast, type Subscriber } from './topic-registry.ts';

/** What RLS allowed; undefined until checked (hosted checks write and presence lazily). */
export interface Policies {
  broadcastRead?: boolean;
  presenceRead?: boolean;
  broadcastWrite?: boolean;
  presenceWrite?: boolean;
}

/** A joined `realtime:<name>` channel on one socket. */
export class RealtimeChannel implements Subscriber {
  readonly key: string;
  private readonly presenceCalls: RateWindow;
  private presenceEnabled: boolean;
  private trackedPayload: string | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  changes: ChangeSubscription | null = null;

  constructor(
    private readonly host: ChannelHost,
    private readonly context: RealtimeContext,
    readonly topic: string,
    readonly joinRef: string | null,
    private readonly config: JoinConfig,
    private accessToken: string,
    private claims: JwtClaims,
    private policies: Policies,
  ) {
    this.key = topicKey(this.subTopic, config.isPrivate);
    this.presenceEnabled = config.presenceEnabled;
    this.presenceCalls = new RateWindow(context.limits.maxPresenceCallsPerWindow, context.limits.presenceWindowMs);
  }

  get subTopic(): string {
    return this.topic.slice('realtime:'.length);
  }

  canReadBroadcast(): boolean {
    return !this.config.isPrivate || this.policies.broadcastRead === true;
  }

  canReadPresence(): boolean {
    return !this.config.isPrivate || this.policies.presenceRead === true;
  }

  deliverBroadcast(message: Broadcast): void {
    this.host.pushBroadcast(this.topic, message);
  }

  deliverPresenceDiff(diff: Payload): void {
    this.host.push({ joinRef: null, ref: null, topic: this.topic, event: 'presence_diff', payload: diff });
  }

  deliverChange(payload: Payload): void {
    if (!this.closed) this.host.push({ joinRef: null, ref: null, topic: this.topic, event: 'postgres_changes', payload });
  }

  /** Runs once the join reply is out: hosted's system message for Postgres Changes, then the presence state. */
  afterJoin(changeError: string | null, expiresInMs: number): void {
    this.scheduleTokenCheck(expiresInMs);
    if (this.config.changeFilters.length > 0) {
      const status = changeError ? 'error' : 'ok';
      this.pushSystem('postgres_changes', status, changeError ?? 'Subscribed to PostgreSQL');
    }
    if (this.presenceEnabled && this.canReadPresence()) {
      this.host.push({
        joinRef: this.joinRef,
        ref: null,
        topic: this.topic,
        event: 'presence_state',
        payload: this.context.registry.presenceState(this.key),
      });
    }
  }

  async handleIn(event: string, payload: Payload | UserBroadcast, ref: string | null): Promise<void> {
    if (event === 'access_token' && !isUserBroadcast(payload)) return this.refreshToken(payload.access_token);
    if (!this.host.takeEvent()) return this.shutdown('Too many messages per second');
    if (event === 'broadcast') return this.handleBroadcast(payload, ref);
    if (event === 'presence' && !isUserBroadcast(payload)) return this.handlePresence(payload, ref);
    // Hosted ignores any other event from the client.
  }

  /** Leaves quietly: the client asked (phx_leave) or its socket closed. */
  leave(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.context.registry.unsubscribe(this.key, this, this.config.presenceKey);
    this.changes?.unsubscribe();
    this.host.channelClosed(this);
  }

  /** Hosted's shutdown: a `system` error message, then the channel closes (`phx_close`). */
  shutdown(message: string): void {
    if (this.closed) return;
    this.pushSystem('system', 'error', message);
    this.leave();
    this.host.push({ joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: {} });
  }

  /** What the client sees when a Phoenix channel crashes: `phx_error`, and the channel is gone. */
  crash(): void {
    if (this.closed) return;
    this.leave();
    this.host.push({ joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_error', payload: {} });
  }

  private pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    this.host.push({
      joinRef: this.joinRef,
      ref: null,
      topic: this.topic,
      event: 'system',
      payload: { extension, status, message, channel: this.subTopic },
    });
  }

  private async handleBroadcast(payload: Payload | UserBroadcast, ref: string | null): Promise<void> {
    const message: Broadcast = isUserBroadcast(payload) ? { kind: 'user', broadcast: payload } : { kind: 'json', payload };
    if (this.config.isPrivate) {
      this.policies.broadcastWrite ??= await this.checkWrite('broadcast');
      if (!this.policies.broadcastWrite || this.closed) return;
    }
    const size = isUserBroadcast(payload) ? payload.body.length : Buffer.byteLength(JSON.stringify(payload));
    if (size > this.context.limits.maxPayloadBytes) {
      if (this.config.ackBroadcast) this.host.reply(this.joinRef, ref, this.topic, 'error', 'payload_size_exceeded');
      return;
    }
    this.context.registry.broadcast(this.key, message, this.config.selfBroadcast ? undefined : this);
    if (this.config.ackBroadcast) this.host.reply(this.joinRef, ref, this.topic, 'ok', {});
  }

  private async handlePresence(payload: Payload, ref: string | null): Promise<void> {
    if (!this.presenceCalls.take()) return this.shutdown('Client presence rate limit exceeded');
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    if (event === 'untrack') {
      this.context.registry.untrack(this.key, this, this.config.presenceKey);
      this.trackedPayload = null;
      return this.host.reply(this.joinRef, ref, this.topic, 'ok', {});
    }
    if (event !== 'track') return this.host.reply(this.joinRef, ref, this.topic, 'error', {});
    if (this.config.isPrivate && !(await this.mayTrack())) return this.host.reply(this.joinRef, ref, this.topic, 'error', {});
    const meta = payload.payload ?? {};
    if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
      return this.host.reply(this.joinRef, ref, this.topic, 'error', { reason: 'Presence track payload must be a map' });
    }
    const text = JSON.stringify(meta);
    if (Buffer.byteLength(text) > this.context.limits.maxPayloadBytes) return this.shutdown('Track message size exceeded');
    if (text !== this.trackedPayload && !this.closed) {
      this.presenceEnabled = true;
      this.trackedPayload = text;
      this.context.registry.track(this.key, this, this.config.presenceKey, meta as Payload);
    }
    this.host.reply(this.joinRef, ref, this.topic, 'ok', {});
  }

  /** Hosted checks presence read (if the join did not) and write on the first track; a policy error refuses it. */
  private async mayTrack(): Promise<boolean> {
    try {
      this.policies.presenceRead ??= (await this.checkRead(['presence'])).presence;
      this.policies.presenceWrite ??= await this.checkWrite('presence');
      return this.policies.presenceWrite;
    } catch (error) {
      console.error('[realtime] presence policy check failed:', error);
      return false;
    }
  }

  private async refreshToken(token: unknown): Promise<void> {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return;
    this.accessToken = token;
    await this.confirmToken(true);
  }

  /** Re-checks the channel's token (refresh or timer); a failure closes the channel as hosted does. */
  private async confirmToken(reauthorize: boolean): Promise<void> {
    const check = checkChannelToken(this.context.jwt, this.accessToken);
    if (!check.ok) return this.shutdown(refreshErrorMessage(check));
    this.claims = check.claims;
    this.scheduleTokenCheck(check.expiresInMs);
    this.changes?.updateClaims(check.claims);
    if (!reauthorize || !this.config.isPrivate) return;
    const previous = this.policies;
    const extensions: Extension[] = this.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    let read: Record<Extension, boolean>;
    try {
      read = await this.checkRead(extensions);
    } catch {
      return this.shutdown('Realtime was unable to connect to the project database');
    }
    this.policies = { broadcastRead: read.broadcast, presenceRead: this.presenceEnabled ? read.presence : undefined };
    const revoked = (previous.broadcastRead && !read.broadcast) || (previous.presenceRead && this.presenceEnabled && !read.presence);
    if (revoked) this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
  }

  private scheduleTokenCheck(delayMs: number): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    if (this.closed) return;
    this.expiryTimer = setTimeout(() => void this.confirmToken(false), delayMs);
    this.expiryTimer.unref();
  }

  private authorizationContext(): AuthorizationContext {
    return { topic: this.subTopic, claims: this.claims, headers: this.host.headers };
  }

  private checkRead(extensions: Extension[]): Promise<Record<Extension, boolean>> {
    return canRead(this.context.db, this.authorizationContext(), extensions);
  }

  private checkWrite(extension: Extension): Promise<boolean> {
    return canWrite(this.context.db, this.authorizationContext(), extension).catch(() => false);
  }
}
