import http from 'node:http';
import type { Load, Sample } from './measure.ts';
import type { HttpCall } from './workloads.ts';

/**
 * An open load, as visitors arrive: call k is due at k / rate seconds whatever the answers before
 * it, at most `connections` calls run at once, and a call's latency counts from when it was due,
 * so time spent waiting for a free connection behind a slow server is charged to that server (no
 * coordinated omission).
 */
export async function measurePaced(send: (k: number) => Promise<void>, load: Load & { rate: number }): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  const waiting: (() => void)[] = [];
  const running = new Set<Promise<void>>();
  let busy = 0;
  const slot = () => (busy < load.connections ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  const one = async (k: number, due: number) => {
    await slot();
    busy += 1;
    try {
      await send(k);
      latencies.push(performance.now() - due);
    } catch (error) {
      errors += 1;
      firstError ??= (error as Error).message;
    } finally {
      busy -= 1;
      waiting.shift()?.();
    }
  };
  for (let k = 0; !load.signal?.aborted; k += 1) {
    const due = started + (k * 1000) / load.rate;
    if (due >= deadline) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = one(k, due);
    running.add(call);
    void call.finally(() => running.delete(call));
  }
  await Promise.all(running);
  return { latencies, errors, seconds: (performance.now() - started) / 1000, firstError };
}

/** Sends calls over at most `connections` keep-alive sockets; an answer of 300 or more is a failure. */
export function httpSender(baseUrl: string, connections: number): ((call: HttpCall) => Promise<void>) & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (call: HttpCall) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(new URL(call.path, baseUrl), { method: call.method, headers: call.headers, agent }, (response) => {
        response.resume();
        response.on('end', () => ((response.statusCode ?? 0) >= 300 ? reject(new Error(`HTTP ${response.statusCode}`)) : resolve()));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(call.body);
    });
  return Object.assign(send, { close: () => agent.destroy() });
}
