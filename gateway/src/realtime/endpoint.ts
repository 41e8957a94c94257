// /realtime/v1/websocket on the gateway's HTTP server: the upgrade is accepted only with one of the
// project's API keys (the `apikey` query parameter realtime-js sends, or the header), as Supabase's
// gateway requires; each socket is bounded by REALTIME_MAX_FRAME_BYTES.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { ProjectKeys } from '../keys.ts';
import { Connection } from './connection.ts';
import type { Vsn } from './frames.ts';
import { RealtimeHub } from './hub.ts';
import type { RealtimeSettings } from './settings.ts';
import type { OutageLog } from '@rentals/core/outage';
import { guardedPool } from '@rentals/db/guardedPool';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeEndpoint {
  hub: RealtimeHub;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Not Found'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export async function attachRealtime(server: Server, options: {
  pool: pg.Pool; adminPool: pg.Pool; databaseUrl: string; keys: ProjectKeys; settings: RealtimeSettings; log: Logger;
  /** The gateway's one line per database outage; a listener that loses the database says so there. */
  outage?: OutageLog;
}): Promise<RealtimeEndpoint> {
  // Two connections that only LISTEN (changes and fan-out), apart from the request pools.
  const listenPool = guardedPool({ connectionString: options.databaseUrl, max: 2 }, options.outage?.lost ?? (() => {}));
  const hub = new RealtimeHub(options.pool, options.adminPool, listenPool, options.settings, options.keys.jwtSecret, options.log, options.outage);
  await hub.start();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.settings.maxFrameBytes });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname !== REALTIME_PATH) {
      refuse(socket, 404, 'no Route matched with those values');
      return;
    }
    const header = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apiKey) {
      refuse(socket, 401, 'No API key found in request');
      return;
    }
    if (apiKey !== options.keys.anonKey && apiKey !== options.keys.serviceRoleKey) {
      refuse(socket, 401, 'Invalid API key');
      return;
    }
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    wss.handleUpgrade(request, socket, head, (ws) => new Connection(ws, hub, vsn, apiKey, options.log));
  };
  server.on('upgrade', onUpgrade);
  return {
    hub,
    close: async () => {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await hub.close();
      await listenPool.end();
    },
  };
}
