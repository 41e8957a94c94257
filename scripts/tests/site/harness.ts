// The site server as `npm start` runs it (built, then site/server.ts in its own process) in front
// of a real gateway on a throw-away database, for tests through real HTTP. Between the two sits a
// pass-through that records the headers of every request the site sends to the gateway.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../db/src/testing.ts';
import { freePort } from '../../../db/src/preflight.ts';
import { startGateway, type RunningGateway } from '../../../gateway/src/server.ts';
import { launchSite } from '../../site.ts';

export interface SiteUnderTest {
  siteUrl: string;
  /** The gateway itself, for arranging data (admin API with the service-role key). */
  gatewayUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Headers of every request the site sent to the gateway, oldest first. */
  forwarded: http.IncomingHttpHeaders[];
  /** Method and address (path and query) of each of those requests, in the same order. */
  calls: string[];
  /** The site server's process. */
  site: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `work` with `env` in process.env (the gateway reads its auth settings when it starts). */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A pass-through to `target` that records each request's headers, method and address. */
async function recordingProxy(target: string, forwarded: http.IncomingHttpHeaders[], calls: string[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    forwarded.push(req.headers);
    calls.push(`${req.method} ${req.url}`);
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function startSiteWithGateway(options: { siteEnv?: Record<string, string>; gatewayEnv?: Record<string, string> } = {}): Promise<SiteUnderTest> {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  let gateway: RunningGateway | undefined;
  let proxy: http.Server | undefined;
  let site: ChildProcess | undefined;
  const forwarded: http.IncomingHttpHeaders[] = [];
  const calls: string[] = [];
  const stop = async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site!.once('exit', resolve));
      site.kill('SIGTERM');
      await exited;
    }
    if (proxy) {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy!.close(resolve));
    }
    await gateway?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    gateway = await withEnv(options.gatewayEnv ?? {}, () =>
      startGateway({ databaseUrl: database.url, port: 0, dataDir, siteUrl, allowedOrigins: [siteUrl] }),
    );
    proxy = await recordingProxy(gateway.url.replace('localhost', '127.0.0.1'), forwarded, calls);
    const apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    site = await launchSite({ port: sitePort, apiUrl, anonKey: gateway.keys.anonKey, env: { HOST: '127.0.0.1', ...options.siteEnv } });
    return {
      siteUrl,
      gatewayUrl: gateway.url.replace('localhost', '127.0.0.1'),
      anonKey: gateway.keys.anonKey,
      serviceRoleKey: gateway.keys.serviceRoleKey,
      forwarded,
      calls,
      site,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Bytes of a streamed body written before the answer came (with `streamBytes`). */
  streamed?: number;
}

/**
 * One request over its own connection from the loopback address `from` (127.0.0.2 …, so that the
 * site sees different visitors). `streamBytes` streams that many bytes of body in 64 KiB chunks
 * (chunked unless `contentLength` is given) and stops writing once the answer comes, as a browser
 * does: written on a plain socket, so that an answer before the end of the body is read.
 */
export function send(
  url: string,
  options: { method?: string; from?: string; headers?: Record<string, string>; body?: Buffer | string; streamBytes?: number; contentLength?: number } = {},
): Promise<Answer> {
  const target = new URL(url);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const chunked = options.streamBytes !== undefined && options.contentLength === undefined;
  const headers: Record<string, string | number> = { host: target.host, connection: 'close', ...options.headers };
  if (options.contentLength !== undefined) headers['content-length'] = options.contentLength;
  else if (body) headers['content-length'] = body.length;
  else if (chunked) headers['transfer-encoding'] = 'chunked';
  const head = `${options.method ?? 'GET'} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port), localAddress: options.from ?? '127.0.0.1' });
    const received: Buffer[] = [];
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      answered = true;
      received.push(chunk);
    });
    // A server that answers early closes while the body is still being written (EPIPE, reset):
    // what counts is the answer read before that, so the outcome is decided when the socket closes.
    let failure: Error | undefined;
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      const raw = Buffer.concat(received).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(failure ?? new Error(`no answer (${raw.length} bytes)`));
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
      const answerHeaders: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        const known = answerHeaders[name];
        if (name === 'set-cookie') answerHeaders['set-cookie'] = [...((known as string[] | undefined) ?? []), value];
        else answerHeaders[name] = known ? `${known as string}, ${value}` : value;
      }
      let text = raw.slice(split + 4);
      if (answerHeaders['transfer-encoding'] === 'chunked') text = unchunk(text);
      const streamed = options.streamBytes === undefined ? undefined : options.streamBytes - left;
      resolve({ status: Number(statusLine!.split(' ')[1]), headers: answerHeaders, text, streamed });
    });
    let left = options.streamBytes ?? 0;
    socket.on('connect', () => {
      socket.write(head);
      if (body) return void socket.write(body);
      if (options.streamBytes === undefined) return;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (left > 0 && !answered && !socket.destroyed) {
          const size = Math.min(left, chunk.length);
          left -= size;
          const piece = size === chunk.length ? chunk : chunk.subarray(0, size);
          const more = chunked ? socket.write(`${size.toString(16)}\r\n`) && socket.write(piece) && socket.write('\r\n') : socket.write(piece);
          if (!more) return void socket.once('drain', pump);
        }
        if (left === 0 && chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      };
      pump();
    });
  });
}

/** The body of a chunked answer. */
function unchunk(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n', at);
    if (end < 0) break;
    const size = parseInt(bytes.subarray(at, end).toString('latin1'), 16);
    if (!size) break;
    out.push(bytes.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(out).toString('utf8');
}

/** A form body: form({ a: '1' }) === 'a=1'. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** Headers of a form posted from the site's own page (Astro refuses cross-site form posts). */
export const formHeaders = (site: { siteUrl: string }) => ({ 'content-type': 'application/x-www-form-urlencoded', origin: site.siteUrl });

/** Creates a confirmed account through the gateway's admin API; gives its user id. */
export async function createAccount(site: SiteUnderTest, email: string, password: string): Promise<string> {
  const response = await fetch(`${site.gatewayUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: site.serviceRoleKey, authorization: `Bearer ${site.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'Test Person' } }),
  });
  if (!response.ok) throw new Error(`creating ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
