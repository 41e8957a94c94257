// A stand-in API worker for the metrics hub test: a counter at COUNT, scraped on request; with
// COLLECT_MS, a gauge that takes that long to collect (a database figure read within its limit).
import client from 'prom-client';
import { workerGather } from '../../src/metricsHub.ts';

const registry = new client.Registry();
new client.Counter({ name: 'test_requests_total', help: 'requests', registers: [registry] }).inc(Number(process.env.COUNT));
const collectMs = Number(process.env.COLLECT_MS ?? 0);
if (collectMs) {
  new client.Gauge({
    name: 'test_db_up', help: 'slow to collect', registers: [registry], aggregator: 'min',
    async collect() {
      await new Promise((resolve) => setTimeout(resolve, collectMs));
      this.set(0);
    },
  });
}
const gather = workerGather(registry);
process.on('message', (message: unknown) => {
  if (message === 'scrape') void gather().then((text) => process.send?.({ scraped: text }));
});
process.send?.({ ready: true });
setInterval(() => {}, 1_000);
