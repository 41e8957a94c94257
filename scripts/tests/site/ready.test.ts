import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../db/src/preflight.ts';
import { launchSite } from '../../site.ts';

/** The site's /ready names the part that is down: here the API gateway, which nobody runs. */
let site: ChildProcess;
let siteUrl: string;

beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = await launchSite({ port, apiUrl: `http://127.0.0.1:${await freePort()}`, anonKey: 'no-key', env: { HOST: '127.0.0.1', METRICS_TOKEN: 'scrape-token' } });
}, 300_000);
afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
});

describe("the site's operator endpoints", () => {
  it('says the gateway is down, and nothing about the database behind it', async () => {
    const ready = await fetch(`${siteUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('2');
    expect(await ready.json()).toEqual({ status: 'unavailable', parts: { site: 'up', gateway: 'down', database: 'unknown' } });
    expect((await fetch(`${siteUrl}/health`)).status).toBe(200);
  });

  it('keeps /metrics behind METRICS_TOKEN when one is set', async () => {
    expect((await fetch(`${siteUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${siteUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token!' } })).status).toBe(401);
    const scrape = await fetch(`${siteUrl}/metrics`, { headers: { authorization: 'Bearer scrape-token' } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('# TYPE site_http_request_duration_seconds histogram');
  });
});
