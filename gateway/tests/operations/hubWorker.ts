// A stand-in API worker for the metrics hub test: a counter at COUNT, scraped on request.
import client from 'prom-client';
import { workerGather } from '../../src/metricsHub.ts';

const registry = new client.Registry();
new client.Counter({ name: 'test_requests_total', help: 'requests', registers: [registry] }).inc(Number(process.env.COUNT));
const gather = workerGather(registry);
process.on('message', (message: unknown) => {
  if (message === 'scrape') void gather().then((text) => process.send?.({ scraped: text }));
});
process.send?.({ ready: true });
setInterval(() => {}, 1_000);
