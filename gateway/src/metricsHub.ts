// The API workers of npm start share one port, so a scrape of /metrics reaches one of them at random.
// The one asked gathers the others' figures through the process that started them (scripts/product.ts,
// over the IPC channels it already has) and answers with the sums of theirs and its own (prom-client's
// aggregation). Its own are always in the answer: when no other worker answered in time (all of them
// waiting on a stalled database) a scrape used to come back empty.
import type { ChildProcess } from 'node:child_process';
import client from 'prom-client';

type WorkerMetrics = client.MetricObjectWithValues<client.MetricValue<string>>[];

type Message =
  | { type: 'metrics:ask'; id: number }
  | { type: 'metrics:collect'; id: number }
  | { type: 'metrics:mine'; id: number; metrics: WorkerMetrics }
  | { type: 'metrics:theirs'; id: number; metrics: WorkerMetrics[] };

/**
 * How long the asking worker waits for the others' figures, and the hub for each worker's: longer
 * than a worker's own collection (its database figures take at most two probes, dbProbe.ts), and
 * together within /metrics' limit (operator.ts, METRICS_LIMIT_MS).
 */
const ASKER_WAIT_MS = 2_700;
const HUB_WAIT_MS = 2_400;

/** In a gateway worker: answers the hub's collections, and returns how to ask for everyone's figures. */
export function workerGather(registry: client.Registry): () => Promise<string | null> {
  const send = process.send?.bind(process);
  if (!send) return async () => null;
  const waiting = new Map<number, (metrics: WorkerMetrics[]) => void>();
  let next = 0;
  process.on('message', (message: Message) => {
    if (message?.type === 'metrics:collect') {
      void registry.getMetricsAsJSON().then((metrics) => send({ type: 'metrics:mine', id: message.id, metrics }));
    } else if (message?.type === 'metrics:theirs') {
      waiting.get(message.id)?.(message.metrics);
      waiting.delete(message.id);
    }
  });
  return async () => {
    const id = (next += 1);
    const theirs = new Promise<WorkerMetrics[]>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve([]);
      }, ASKER_WAIT_MS);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        resolve(metrics);
      });
    });
    send({ type: 'metrics:ask', id });
    const [mine, others] = await Promise.all([registry.getMetricsAsJSON(), theirs]);
    return client.AggregatorRegistry.aggregate([mine, ...others]).metrics();
  };
}

/** In the process that starts the workers: `attach` each worker (after every restart). */
export function metricsHub(): { attach(child: ChildProcess): void } {
  const workers = new Set<ChildProcess>();
  const collecting = new Map<number, (metrics: WorkerMetrics) => void>();
  let asks = 0;

  const gather = (asker: ChildProcess, askerId: number) => {
    const id = (asks += 1);
    const others = [...workers].filter((worker) => worker !== asker && worker.connected);
    const parts: WorkerMetrics[] = [];
    let done = false;
    // A worker that does not answer in time (busy, restarting) is left out of this scrape.
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      collecting.delete(id);
      if (asker.connected) asker.send({ type: 'metrics:theirs', id: askerId, metrics: parts });
    };
    const timer = setTimeout(finish, HUB_WAIT_MS);
    collecting.set(id, (metrics) => {
      parts.push(metrics);
      if (parts.length >= others.length) finish();
    });
    if (others.length === 0) finish();
    for (const worker of others) worker.send({ type: 'metrics:collect', id });
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
