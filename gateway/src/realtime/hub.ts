// One per gateway process: hears changes and fan-out messages through PostgreSQL (LISTEN
// realtime_changes and realtime_fanout) and hands them to this process's channels. Broadcasts and
// presence diffs are sent with pg_notify, so every process on every host hears them, this one too;
// nothing a channel needs is kept only here.
import type pg from 'pg';
import type { Logger } from 'pino';
import { listenChannel } from '@rentals/db/listenChannel';
import { deliverChange, parseChange, tableColumns, type ChangeSubscriber, type Column } from './changes.ts';
import { presenceMap, renewPresences, sweepPresences, type PresenceRow } from './presence.ts';
import type { RealtimeSettings } from './settings.ts';
import { reasonOf, type OutageLog } from '@rentals/core/outage';
import { isConnectionLost } from '../connectionLost.ts';

/** NOTIFY payloads stop at 8000 bytes; a broadcast must fit with its envelope. */
export const MAX_FANOUT_BYTES = 7500;

export interface FanoutMessage {
  /** The channel's topic without 'realtime:'. */
  topic: string;
  private: boolean;
  event: 'broadcast' | 'presence_diff';
  payload: Record<string, unknown>;
  /** The sending channel, so it can leave itself out (broadcast without `self`). */
  from?: string;
}

/** What the hub asks of a joined channel. */
export interface HubChannel extends ChangeSubscriber {
  readonly uid: string;
  readonly subTopic: string;
  readonly isPrivate: boolean;
  receive(message: FanoutMessage): void;
  presenceRefs(): string[];
}

export class RealtimeHub {
  private readonly channels = new Map<string, Set<HubChannel>>();
  private readonly columns = new Map<string, Promise<Column[]>>();
  private stops: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | null = null;

  readonly pool: pg.Pool;
  readonly adminPool: pg.Pool;
  private readonly listenPool: pg.Pool;
  readonly settings: RealtimeSettings;
  readonly jwtSecret: string;
  private readonly log: Logger;
  private readonly outage: OutageLog | undefined;

  /** `pool` reads rows as subscribers (authenticator), `adminPool` keeps presence, `listenPool` only listens. */
  constructor(pool: pg.Pool, adminPool: pg.Pool, listenPool: pg.Pool, settings: RealtimeSettings, jwtSecret: string, log: Logger, outage?: OutageLog) {
    this.pool = pool;
    this.adminPool = adminPool;
    this.listenPool = listenPool;
    this.settings = settings;
    this.jwtSecret = jwtSecret;
    this.log = log;
    this.outage = outage;
  }

  async start(): Promise<void> {
    // A lost listener is part of the gateway's database outage: one line for all of it (core/src/outage.ts).
    const onError = (error: unknown) => {
      if (this.outage) this.outage.lost(error);
      else this.log.warn({ reason: reasonOf(error) }, 'realtime lost its database listener; listening again');
    };
    this.stops.push(await listenChannel(this.listenPool, 'realtime_changes', {
      onNotification: (message) => this.onChange(message.payload ?? ''),
      onListening: () => this.columns.clear(),
      onError,
    }));
    this.stops.push(await listenChannel(this.listenPool, 'realtime_fanout', {
      onNotification: (message) => this.onFanout(message.payload ?? ''),
      onListening: () => {},
      onError,
    }));
    this.timer = setInterval(() => void this.renew(), this.settings.presenceRenewMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.stops.map((stop) => stop()));
    this.stops = [];
  }

  add(channel: HubChannel): void {
    let set = this.channels.get(channel.subTopic);
    if (!set) this.channels.set(channel.subTopic, set = new Set());
    set.add(channel);
  }

  remove(channel: HubChannel): void {
    const set = this.channels.get(channel.subTopic);
    set?.delete(channel);
    if (set?.size === 0) this.channels.delete(channel.subTopic);
  }

  columnsOf(schema: string, table: string): Promise<Column[]> {
    const key = `${schema}.${table}`;
    let columns = this.columns.get(key);
    if (!columns) {
      columns = tableColumns(this.adminPool, schema, table);
      this.columns.set(key, columns);
      columns.catch(() => this.columns.delete(key));
    }
    return columns;
  }

  /** Sends a broadcast or presence diff to every process (this one included). */
  async publish(message: FanoutMessage): Promise<void> {
    const text = JSON.stringify(message);
    if (Buffer.byteLength(text) > MAX_FANOUT_BYTES) throw new RangeError('payload too large');
    await this.adminPool.query(`select pg_notify('realtime_fanout', $1)`, [text]);
  }

  /** Announces presences as left on their topics. */
  async announceLeaves(rows: PresenceRow[]): Promise<void> {
    const byTopic = new Map<string, PresenceRow[]>();
    for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
    for (const [key, left] of byTopic) {
      const [kind, ...rest] = key.split(':');
      await this.publish({ topic: rest.join(':'), private: kind === 'private', event: 'presence_diff', payload: { joins: {}, leaves: presenceMap(left) } });
    }
  }

  private onChange(text: string): void {
    const change = parseChange(text);
    if (!change) return;
    const subscribers = [...this.channels.values()].flatMap((set) => [...set]).filter((channel) => channel.subscriptions().length > 0);
    if (subscribers.length === 0) return;
    void this.columnsOf(change.schema, change.table)
      .then((columns) => deliverChange(this.pool, change, columns, subscribers))
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime could not deliver a change'));
  }

  private onFanout(text: string): void {
    let message: FanoutMessage;
    try {
      message = JSON.parse(text) as FanoutMessage;
    } catch {
      return;
    }
    for (const channel of this.channels.get(message.topic) ?? []) {
      if (channel.isPrivate === message.private) channel.receive(message);
    }
  }

  private async renew(): Promise<void> {
    try {
      const refs = [...this.channels.values()].flatMap((set) => [...set].flatMap((channel) => channel.presenceRefs()));
      await renewPresences(this.adminPool, refs);
      await this.announceLeaves(await sweepPresences(this.adminPool, this.settings.presenceExpiryMs));
    } catch (error) {
      // A lost database is the gateway's outage, said once for all of it; anything else is ours.
      if (isConnectionLost(error) && this.outage) this.outage.lost(error);
      else this.log.warn({ err: error }, 'realtime could not renew presences');
    }
  }
}
