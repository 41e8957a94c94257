// One joined channel of a connection: who it runs as (and until when), its postgres_changes
// subscriptions, broadcast and presence, with Realtime's replies and system messages.
import crypto from 'node:crypto';
import { parseFilter, type RowFilter } from './filters.ts';
import type { ChangeSubscription } from './changes.ts';
import type { FanoutMessage, HubChannel, RealtimeHub } from './hub.ts';
import { presenceState, trackPresence, untrackPresences } from './presence.ts';
import { topicRights, type TopicRights } from './authorize.ts';
import { channelIdentity, expiredMessage, TokenError, type ChannelIdentity } from './tokens.ts';

/** What a channel needs of its connection. */
export interface ChannelOwner {
  push(topic: string, joinRef: string | null, ref: string | null, event: string, payload: Record<string, unknown>): void;
  closed(channel: Channel): void;
}

export class JoinError extends Error {}

export interface JoinConfig {
  broadcast?: { self?: boolean; ack?: boolean };
  presence?: { key?: string; enabled?: boolean };
  postgres_changes?: { event?: string; schema?: string; table?: string; filter?: string }[];
  private?: boolean;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export class Channel implements HubChannel {
  readonly uid = crypto.randomUUID();
  readonly subTopic: string;
  readonly isPrivate: boolean;
  private changeSubscriptions: ChangeSubscription[] = [];
  private rights: TopicRights = { read: true, write: true };
  private current!: ChannelIdentity;
  private expiry: NodeJS.Timeout | null = null;
  private presenceRef: string | null = null;
  private readonly presenceKey: string;
  private readonly presenceEnabled: boolean;
  private readonly broadcastSelf: boolean;
  private readonly broadcastAck: boolean;
  private open = true;
  private readonly hub: RealtimeHub;
  private readonly owner: ChannelOwner;
  readonly topic: string;
  readonly joinRef: string | null;
  private readonly config: JoinConfig;

  constructor(hub: RealtimeHub, owner: ChannelOwner, topic: string, joinRef: string | null, config: JoinConfig) {
    this.hub = hub;
    this.owner = owner;
    this.topic = topic;
    this.joinRef = joinRef;
    this.config = config;
    this.subTopic = topic.slice('realtime:'.length);
    this.isPrivate = config.private === true;
    this.presenceKey = config.presence?.key || crypto.randomUUID();
    this.presenceEnabled = config.presence?.enabled === true;
    this.broadcastSelf = config.broadcast?.self === true;
    this.broadcastAck = config.broadcast?.ack === true;
  }

  /** Joins as the token's person; returns the join reply's response. Throws JoinError with Realtime's reason. */
  async join(token: string): Promise<Record<string, unknown>> {
    if (this.subTopic === '') throw new JoinError('TopicNameRequired: You must provide a topic name');
    await this.become(token, 'join');
    const subscriptions: (ChangeSubscription & { filterText?: string })[] = [];
    const problems: string[] = [];
    for (const [index, wanted] of (this.config.postgres_changes ?? []).entries()) {
      const schema = wanted.schema ?? 'public';
      const table = wanted.table ?? '*';
      const filter: RowFilter | null = wanted.filter ? parseFilter(wanted.filter) : null;
      const columns = table === '*' ? [] : await this.hub.columnsOf(schema, table);
      const usable = (table === '*' || columns.length > 0) && (!wanted.filter || (filter && columns.some((c) => c.name === filter.column)));
      if (!usable) problems.push(`schema: ${schema}, table: ${table}, filters: [${wanted.filter ?? ''}]`);
      subscriptions.push({ id: index + 1, event: wanted.event ?? '*', schema, table, filter: usable ? filter : null, filterText: wanted.filter });
    }
    this.changeSubscriptions = problems.length ? [] : subscriptions;
    this.hub.add(this);
    queueMicrotask(() => void this.afterJoin(problems));
    if (!this.config.postgres_changes?.length) return {};
    return {
      postgres_changes: subscriptions.map((s) => ({ id: s.id, event: s.event, schema: s.schema, table: s.table, ...(s.filterText ? { filter: s.filterText } : {}) })),
    };
  }

  private async afterJoin(problems: string[]): Promise<void> {
    if (this.config.postgres_changes?.length) {
      if (problems.length) {
        this.system('postgres_changes', 'error', `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${problems.join('; ')}]`);
      } else {
        this.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      }
    }
    if (this.presenceEnabled && this.rights.read) {
      this.push('presence_state', await presenceState(this.hub.adminPool, this.presenceTopic(), this.hub.settings.presenceExpiryMs));
    }
  }

  /** A new access token (realtime-js sends one whenever the session changes). */
  async refresh(token: string): Promise<void> {
    if (token.startsWith('sb_') || token === this.current.token) return;
    try {
      await this.become(token, 'refresh');
    } catch (error) {
      await this.shutdown(error instanceof Error ? error.message.replace(/^\w+: /, '') : 'Unknown Error on Channel');
    }
  }

  private async become(token: string, why: 'join' | 'refresh'): Promise<void> {
    let identity: ChannelIdentity;
    try {
      identity = await channelIdentity(token, this.hub.jwtSecret);
    } catch (error) {
      if (error instanceof TokenError) throw new JoinError(why === 'join' ? `${error.code}: ${error.message}` : error.message);
      throw error;
    }
    if (this.isPrivate) {
      const rights = await topicRights(this.hub.adminPool, this.subTopic, identity);
      if (!rights.read) throw new JoinError(`${why === 'join' ? 'Unauthorized: ' : ''}You do not have permissions to read from this Channel topic: ${this.subTopic}`);
      this.rights = rights;
    }
    this.current = identity;
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = setTimeout(() => void this.shutdown(expiredMessage(identity.exp)), Math.min(MAX_TIMER_MS, Math.max(0, identity.exp * 1000 - Date.now())));
    this.expiry.unref();
  }

  identity(): ChannelIdentity {
    return this.current;
  }

  subscriptions(): ChangeSubscription[] {
    return this.open ? this.changeSubscriptions : [];
  }

  deliver(payload: Record<string, unknown>): void {
    if (this.open && this.current.exp > Date.now() / 1000) this.push('postgres_changes', payload);
  }

  presenceRefs(): string[] {
    return this.presenceRef ? [this.presenceRef] : [];
  }

  private presenceTopic(): string {
    return `${this.isPrivate ? 'private' : 'public'}:${this.subTopic}`;
  }

  /** A broadcast from this channel's client; true when it went out. */
  async broadcast(payload: Record<string, unknown>): Promise<boolean> {
    if (this.isPrivate && !this.rights.write) return false;
    await this.hub.publish({ topic: this.subTopic, private: this.isPrivate, event: 'broadcast', payload, from: this.uid });
    return true;
  }

  get acknowledgesBroadcasts(): boolean {
    return this.broadcastAck;
  }

  /** track or untrack from this channel's client; true when done. */
  async presence(payload: Record<string, unknown>): Promise<boolean> {
    if (this.isPrivate && !this.rights.write) return false;
    const left = this.presenceRef ? await untrackPresences(this.hub.adminPool, [this.presenceRef]) : [];
    this.presenceRef = null;
    const leaves = left.length ? { [this.presenceKey]: { metas: left.map((row) => ({ ...row.meta, phx_ref: row.presence_ref })) } } : {};
    let joins = {};
    if (payload.event === 'track') {
      const meta = typeof payload.payload === 'object' && payload.payload !== null && !Array.isArray(payload.payload) ? payload.payload as Record<string, unknown> : null;
      if (!meta) return false;
      const ref = crypto.randomUUID();
      await trackPresence(this.hub.adminPool, { presence_ref: ref, topic: this.presenceTopic(), presence_key: this.presenceKey, meta });
      this.presenceRef = ref;
      joins = { [this.presenceKey]: { metas: [{ ...meta, phx_ref: ref }] } };
    }
    if (Object.keys(joins).length || Object.keys(leaves).length) {
      await this.hub.publish({ topic: this.subTopic, private: this.isPrivate, event: 'presence_diff', payload: { joins, leaves } });
    }
    return true;
  }

  receive(message: FanoutMessage): void {
    if (!this.open || (this.isPrivate && !this.rights.read)) return;
    if (message.event === 'broadcast') {
      if (message.from === this.uid && !this.broadcastSelf) return;
      this.push('broadcast', message.payload);
    } else if (this.presenceEnabled) {
      this.push('presence_diff', message.payload);
    }
  }

  /** Realtime's shutdown: a system error naming why, then phx_close; delivery stops at once. */
  async shutdown(message: string): Promise<void> {
    if (!this.open) return;
    this.system('system', 'error', message);
    this.owner.push(this.topic, this.joinRef, this.joinRef, 'phx_close', {});
    await this.leave();
  }

  /** Stops the channel: nothing more is delivered, its presence leaves. */
  async leave(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    if (this.expiry) clearTimeout(this.expiry);
    this.hub.remove(this);
    this.owner.closed(this);
    if (this.presenceRef) {
      const refs = [this.presenceRef];
      this.presenceRef = null;
      await this.hub.announceLeaves(await untrackPresences(this.hub.adminPool, refs)).catch(() => {});
    }
  }

  private system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  private push(event: string, payload: Record<string, unknown>): void {
    if (this.open || event === 'system') this.owner.push(this.topic, this.joinRef, null, event, payload);
  }
}
