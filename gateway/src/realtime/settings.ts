// Limits of the Realtime endpoint, with the names and defaults of Supabase's Realtime where it has
// them (a tenant's max_channels_per_client, max_events_per_second, max_payload_size_in_kb).

export interface RealtimeSettings {
  /** The largest frame a client may send, in bytes; larger ones close the connection (1009). */
  maxFrameBytes: number;
  /** Channels one connection may have joined at once. */
  maxChannelsPerConnection: number;
  /** Messages one connection may send in a second (heartbeats included); past it they are refused. */
  maxEventsPerSecond: number;
  /** How long a connection may stay silent (realtime-js sends a heartbeat every 25 s). */
  idleTimeoutMs: number;
  /** How often this process renews its presences, and how old an unrenewed one may get. */
  presenceRenewMs: number;
  presenceExpiryMs: number;
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(value)}`);
  return parsed;
}

/** REALTIME_MAX_FRAME_BYTES (256 KiB), REALTIME_MAX_CHANNELS_PER_CLIENT (100), REALTIME_MAX_EVENTS_PER_SECOND (100). */
export function realtimeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeSettings {
  return {
    maxFrameBytes: whole(env.REALTIME_MAX_FRAME_BYTES, 256 * 1024, 'REALTIME_MAX_FRAME_BYTES'),
    maxChannelsPerConnection: whole(env.REALTIME_MAX_CHANNELS_PER_CLIENT, 100, 'REALTIME_MAX_CHANNELS_PER_CLIENT'),
    maxEventsPerSecond: whole(env.REALTIME_MAX_EVENTS_PER_SECOND, 100, 'REALTIME_MAX_EVENTS_PER_SECOND'),
    idleTimeoutMs: 60_000,
    presenceRenewMs: 20_000,
    presenceExpiryMs: 60_000,
  };
}
