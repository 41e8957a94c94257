// The API workers of npm start share one port, so a scrape of /metrics reaches one of them at random.
// The one asked gathers everyone's figures through the process that started them (scripts/product.ts,
// over the IPC channels it already has) and answers with their sums (prom-client's aggregation).
import type { ChildProcess } from 'node:child_process';
import client from 'prom-client';

type Message =
  | { type: 'metrics:ask'; id: number }
  | { type: 'metrics:collect'; id: number }
  | { type: 'metrics:mine'; id: number; metrics: client.MetricObjectWithValues<client.MetricValue<string>>[] }
  | { type: 'metrics:all'; id: number; text: string };

const WAIT_MS = 2_000;

/** In a gateway worker: answers the hub's collections, and returns how to ask for everyone's figures. */
export function workerGather(registry: client.Registry): () => Promise<string | null> {
  const send = process.send?.bind(process);
  if (!send) return async () => null;
  const waiting = new Map<number, (text: string) => void>();
  let next = 0;
  process.on('message', (message: Message) => {
    if (message?.type === 'metrics:collect') {
      void registry.getMetricsAsJSON().then((metrics) => send({ type: 'metrics:mine', id: message.id, metrics }));
    } else if (message?.type === 'metrics:all') {
      waiting.get(message.id)?.(message.text);
      waiting.delete(message.id);
    }
  });
  return () => new Promise((resolve) => {
    const id = (next += 1);
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, WAIT_MS);
    waiting.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    send({ type: 'metrics:ask', id });
  });
}

type WorkerMetrics = client.MetricObjectWithValues<client.MetricValue<string>>[];

/** In the process that starts the workers: `attach` each worker (after every restart). */
export function metricsHub(): { attach(child: ChildProcess): void } {
  const workers = new Set<ChildProcess>();
  const collecting = new Map<number, (metrics: WorkerMetrics) => void>();
  let asks = 0;

  const gather = (asker: ChildProcess, askerId: number) => {
    const id = (asks += 1);
    const live = [...workers].filter((worker) => worker.connected);
    const parts: WorkerMetrics[] = [];
    let done = false;
    // A worker that does not answer in time (busy, restarting) is left out of this scrape.
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      collecting.delete(id);
      void Promise.resolve(client.AggregatorRegistry.aggregate(parts).metrics()).then((text) => {
        if (asker.connected) asker.send({ type: 'metrics:all', id: askerId, text });
      });
    };
    const timer = setTimeout(finish, WAIT_MS / 2);
    collecting.set(id, (metrics) => {
      parts.push(metrics);
      if (parts.length >= live.length) finish();
    });
    for (const worker of live) worker.send({ type: 'metrics:collect', id });
  };

  return {
    attach: (child) => {
      workers.add(child);
      child.once('exit', () => workers.delete(child));
      child.on('message', (message: Message) => {
        if (message?.type === 'metrics:ask') gather(child, message.id);
        else if (message?.type === 'metrics:mine') collecting.get(message.id)?.(message.metrics);
      });
    },
  };
}
