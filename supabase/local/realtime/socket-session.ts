import type { WebSocket } from 'ws';
import { joinChannel } from './channel-join.ts';
import {
  decodeFrame,
  encodeMessage,
  encodeUserBroadcast,
  type InboundMessage,
  type OutboundMessage,
  type Payload,
  type Vsn,
} from './frames.ts';
import { RateWindow } from './limits.ts';
import type { RealtimeChannel } from './realtime-channel.ts';
import type { ChannelHost, RealtimeContext } from './realtime-context.ts';
import type { Broadcast } from './topic-registry.ts';

/** One client's websocket: the Phoenix socket protocol and the channels joined on it. */
export class SocketSession implements ChannelHost {
  private readonly channels = new Map<string, RealtimeChannel>();
  private readonly joins: RateWindow;
  private readonly events: RateWindow;
  private countedClient = false;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Messages are handled one at a time, in order, as a Phoenix socket does. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly context: RealtimeContext,
    readonly vsn: Vsn,
    readonly clientIp: string,
    readonly tenantToken: string,
    readonly headers: Record<string, string>,
  ) {
    this.joins = new RateWindow(context.limits.maxJoinsPerSecond);
    this.events = new RateWindow(context.limits.maxEventsPerSecond);
    this.resetIdleTimer();
    ws.on('message', (data, isBinary) => {
      this.resetIdleTimer();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      this.queue = this.queue
        .then(() => this.receive(buffer, isBinary))
        .catch((error) => {
          console.error('[realtime] message failed:', error);
        });
    });
    ws.on('close', () => this.closed());
  }

  push(message: OutboundMessage): void {
    this.send(encodeMessage(this.vsn, message));
  }

  reply(joinRef: string | null, ref: string | null, topic: string, status: 'ok' | 'error', response: unknown): void {
    this.push({ joinRef, ref, topic, event: 'phx_reply', payload: { status, response } });
  }

  pushBroadcast(topic: string, message: Broadcast): void {
    if (message.kind === 'json') {
      this.push({ joinRef: null, ref: null, topic, event: 'broadcast', payload: message.payload });
      return;
    }
    const frame = encodeUserBroadcast(this.vsn, topic, message.broadcast);
    if (frame !== null) this.send(frame);
  }

  takeEvent(): boolean {
    return this.events.take();
  }

  channelClosed(channel: RealtimeChannel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private send(frame: string | Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  private async receive(data: Buffer, isBinary: boolean): Promise<void> {
    let message: InboundMessage;
    try {
      message = decodeFrame(this.vsn, data, isBinary);
    } catch {
      // Hosted's socket crashes on a frame it cannot decode, which closes the connection.
      this.ws.close(1011, 'invalid message');
      return;
    }
    const { topic, event, joinRef, ref } = message;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(null, ref, topic, 'ok', {});
    if (event === 'phx_join') return this.join(message);
    const channel = this.channels.get(topic);
    if (!channel || (joinRef !== null && channel.joinRef !== joinRef)) {
      return this.reply(joinRef, ref, topic, 'error', { reason: 'unmatched topic' });
    }
    if (event === 'phx_leave') {
      channel.leave();
      return this.reply(joinRef, ref, topic, 'ok', {});
    }
    try {
      await channel.handleIn(event, message.payload, ref);
    } catch (error) {
      console.error(`[realtime] ${event} on ${topic} failed:`, error);
      channel.crash();
    }
  }

  private async join(message: InboundMessage): Promise<void> {
    const { topic, joinRef, ref } = message;
    if (!topic.startsWith('realtime:') || Buffer.isBuffer((message.payload as { body?: unknown }).body)) {
      return this.reply(joinRef, ref, topic, 'error', { reason: 'unmatched topic' });
    }
    const existing = this.channels.get(topic);
    if (existing) {
      // Phoenix closes the earlier join of the same topic before the new one.
      existing.leave();
      this.push({ joinRef: existing.joinRef, ref: existing.joinRef, topic, event: 'phx_close', payload: {} });
    }
    const outcome = await joinChannel(this, this.context, topic, joinRef, message.payload as Payload, {
      openChannels: this.channels.size,
      countedClient: this.countedClient,
      takeJoin: () => this.joins.take(),
    });
    if (!outcome.ok) {
      this.reply(joinRef, ref, topic, 'error', { reason: outcome.reason });
      if (outcome.disconnect) this.ws.close(1000);
      return;
    }
    if (this.ws.readyState !== this.ws.OPEN) return outcome.channel.leave();
    this.channels.set(topic, outcome.channel);
    if (!this.countedClient) {
      this.countedClient = true;
      this.context.clients.add(this.clientIp, 1);
    }
    this.reply(joinRef, ref, topic, 'ok', outcome.response);
    outcome.afterReply();
  }

  private resetIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ws.close(1000), this.context.limits.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private closed(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) channel.leave();
    if (this.countedClient) this.context.clients.add(this.clientIp, -1);
    this.countedClient = false;
  }
}
