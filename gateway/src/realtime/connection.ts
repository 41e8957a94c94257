// One WebSocket connection: frames in and out, heartbeats, joins, leaves and the pushes of its
// channels, within the per-connection limits (frame size is bounded by the socket itself).
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { Channel, JoinError, type ChannelOwner, type JoinConfig } from './channel.ts';
import { decodeFrame, encodeFrame, FrameError, type Frame, type Vsn } from './frames.ts';
import type { RealtimeHub } from './hub.ts';

export class Connection implements ChannelOwner {
  private readonly channels = new Map<string, Channel>();
  private windowStart = 0;
  private windowCount = 0;
  private idle: NodeJS.Timeout | null = null;

  private readonly socket: WebSocket;
  private readonly hub: RealtimeHub;
  private readonly vsn: Vsn;
  /** The API key the socket connected with: the token of a join that names none. */
  private readonly apiKey: string;
  private readonly log: Logger;

  constructor(socket: WebSocket, hub: RealtimeHub, vsn: Vsn, apiKey: string, log: Logger) {
    this.socket = socket;
    this.hub = hub;
    this.vsn = vsn;
    this.apiKey = apiKey;
    this.log = log;
    socket.on('message', (data: Buffer, isBinary: boolean) => void this.onMessage(data, isBinary));
    socket.on('close', () => void this.onClose());
    socket.on('error', () => socket.terminate());
    this.touch();
  }

  push(topic: string, joinRef: string | null, ref: string | null, event: string, payload: Record<string, unknown>): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeFrame({ joinRef, ref, topic, event, payload }, this.vsn));
  }

  closed(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.push(frame.topic, frame.joinRef, frame.ref, 'phx_reply', { status, response });
  }

  private touch(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.socket.close(1000, 'idle'), this.hub.settings.idleTimeoutMs);
    this.idle.unref();
  }

  private overLimit(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount > this.hub.settings.maxEventsPerSecond;
  }

  private async onMessage(data: Buffer, isBinary: boolean): Promise<void> {
    this.touch();
    let frame: Frame;
    try {
      frame = decodeFrame(data, isBinary, this.vsn);
    } catch (error) {
      if (error instanceof FrameError) return;
      throw error;
    }
    if (this.overLimit()) {
      this.reply(frame, 'error', { reason: 'Too many messages per second' });
      return;
    }
    try {
      await this.handle(frame);
    } catch (error) {
      this.log.warn({ err: error, topic: frame.topic, event: frame.event }, 'realtime message failed');
      this.reply(frame, 'error', { reason: 'Unknown Error on Channel' });
    }
  }

  private async handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok');
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel || channel.joinRef !== frame.joinRef) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        await channel.leave();
        this.reply(frame, 'ok');
        return;
      case 'access_token':
        if (typeof frame.payload.access_token === 'string') await channel.refresh(frame.payload.access_token);
        return;
      case 'broadcast': {
        const sent = await channel.broadcast(frame.payload).catch((error: unknown) => {
          if (error instanceof RangeError) return false;
          throw error;
        });
        if (channel.acknowledgesBroadcasts || !sent) this.reply(frame, sent ? 'ok' : 'error', sent ? {} : { reason: 'Broadcast refused' });
        return;
      }
      case 'presence': {
        const done = await channel.presence(frame.payload);
        this.reply(frame, done ? 'ok' : 'error', done ? {} : { reason: 'Presence track payload must be a map' });
        return;
      }
      default:
        return;
    }
  }

  private async join(frame: Frame): Promise<void> {
    const previous = this.channels.get(frame.topic);
    if (previous) {
      this.push(previous.topic, previous.joinRef, previous.joinRef, 'phx_close', {});
      await previous.leave();
    }
    if (this.channels.size >= this.hub.settings.maxChannelsPerConnection) {
      this.reply(frame, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    const config = (typeof frame.payload.config === 'object' && frame.payload.config !== null ? frame.payload.config : {}) as JoinConfig;
    const channel = new Channel(this.hub, this, frame.topic, frame.joinRef, config);
    const token = typeof frame.payload.access_token === 'string' && frame.payload.access_token ? frame.payload.access_token : this.apiKey;
    this.channels.set(frame.topic, channel);
    try {
      const response = await channel.join(token);
      if (this.channels.get(frame.topic) !== channel) return;
      this.reply(frame, 'ok', response);
    } catch (error) {
      this.channels.delete(frame.topic);
      await channel.leave();
      if (!(error instanceof JoinError)) throw error;
      this.reply(frame, 'error', { reason: error.message });
    }
  }

  private async onClose(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const channels = [...this.channels.values()];
    this.channels.clear();
    await Promise.all(channels.map((channel) => channel.leave()));
  }
}
