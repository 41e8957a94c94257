import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteWithGateway, type SiteUnderTest } from './harness.ts';

/**
 * A burst of visitors to the home page (site/src/server/loadShed.ts): past SITE_MAX_CONCURRENT pages
 * in progress the site answers a busy page (503 with Retry-After) at once instead of queueing every
 * visitor behind the others; everyone is served or told, and the operator's endpoints still answer.
 */
let site: SiteUnderTest;
const BOUND = 4;
const BURST = 150;

beforeAll(async () => {
  site = await startSiteWithGateway({ siteEnv: { SITE_MAX_CONCURRENT: String(BOUND) } });
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

async function visit(pathname: string): Promise<{ status: number; retryAfter: string | null; text: string }> {
  const response = await fetch(`${site.siteUrl}${pathname}`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}

describe('a burst of visitors on the site', () => {
  it('serves some, tells the rest at once that it is busy, and still answers the operator', async () => {
    const answers = Promise.all(Array.from({ length: BURST }, () => visit('/')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await fetch(`${site.siteUrl}/ready`);
    const settled = await answers;
    const served = settled.filter((answer) => answer.status === 200);
    const refused = settled.filter((answer) => answer.status === 503);
    expect(served.length + refused.length, 'every visitor served or refused').toBe(BURST);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.retryAfter === '2')).toBe(true);
    expect(refused[0]!.text).toContain('The site is very busy');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', parts: { site: 'up', gateway: 'up', database: 'up' } });

    const metrics = await (await fetch(`${site.siteUrl}/metrics`)).text();
    const shed = Number(/^site_shed_total (\d+)/m.exec(metrics)?.[1]);
    expect(shed).toBe(refused.length);
    expect(metrics).toMatch(/site_http_request_duration_seconds_count\{route="\/",method="GET",status="200"\} \d+/);
    expect(metrics).toMatch(/site_http_request_duration_seconds_count\{route="\/",method="GET",status="503"\} \d+/);
  }, 120_000);
});
