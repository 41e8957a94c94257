import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, formHeaders, send, startSiteWithGateway, type SiteUnderTest } from './harness.ts';

/**
 * The site's request body limits (site/server.ts, site/src/server/bodyLimit.ts): an oversized
 * post is answered 413 with a page, without being read or echoed, and a burst of them from many
 * addresses leaves the site server running and small.
 */
let site: SiteUnderTest;
const MIB = 1024 * 1024;

beforeAll(async () => {
  site = await startSiteWithGateway();
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

const residentMib = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const enquiry = (message: string) =>
  form({ name: 'Asha Rao', email: 'asha@example.in', phone: '', topic: 'general', message, website: '' });

describe('request bodies on the site', () => {
  it('answers a post that declares 400 MB with a 413 page before reading it', async () => {
    const answer = await send(`${site.siteUrl}/contact/submit`, {
      method: 'POST', from: '127.0.0.2', headers: formHeaders(site), contentLength: 400 * MIB, streamBytes: 400 * MIB,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('What you sent is too large');
    expect(answer.text).not.toContain('aaaa');
    // The client stops writing once the answer comes: a site that read the body first would have had all of it.
    expect(answer.streamed, 'bytes sent before the answer').toBeLessThan(400 * MIB);
  });

  it('counts the bytes of a chunked body and stops at the limit', async () => {
    const answer = await send(`${site.siteUrl}/contact/submit`, { method: 'POST', from: '127.0.0.3', headers: formHeaders(site), streamBytes: 100 * MIB });
    expect(answer.status).toBe(413);
    expect(answer.text).not.toContain('aaaa');
  });

  it('says it in Hindi to a visitor who chose Hindi', async () => {
    const answer = await send(`${site.siteUrl}/auth`, {
      method: 'POST', from: '127.0.0.4', headers: { ...formHeaders(site), cookie: 'lang=hi' }, body: Buffer.alloc(80 * 1024, 'a'),
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('<html lang="hi-IN">');
    expect(answer.text).toContain('आपने जो भेजा वह बहुत बड़ा है');
  });

  it('refuses a body on a request that takes none', async () => {
    const answer = await send(`${site.siteUrl}/`, { method: 'GET', from: '127.0.0.5', body: Buffer.alloc(64 * 1024, 'a') });
    expect(answer.status).toBe(413);
  });

  it('takes a profile photo up to its 2 MiB limit, and refuses a larger one', async () => {
    const photo = (bytes: number) => {
      const boundary = 'photo-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="avatar"; filename="me.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
        Buffer.alloc(bytes, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: site.siteUrl }, body };
    };
    // Signed out, the upload is read and then sent to sign in: not refused for its size.
    const fits = await send(`${site.siteUrl}/portal/user/profile/avatar`, { method: 'POST', from: '127.0.0.8', ...photo(2 * MIB) });
    expect(fits.status).toBe(302);
    const tooLarge = await send(`${site.siteUrl}/portal/user/profile/avatar`, { method: 'POST', from: '127.0.0.8', ...photo(3 * MIB) });
    expect(tooLarge.status).toBe(413);
  });

  it('still takes the longest enquiry a person can write, in Hindi', async () => {
    // 4,000 Devanagari characters are 36,000 bytes percent-encoded; form posts may carry 64 KiB.
    const message = 'क'.repeat(4_000);
    const answer = await send(`${site.siteUrl}/contact/submit`, { method: 'POST', from: '127.0.0.6', headers: formHeaders(site), body: enquiry(message) });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contact/sent');
  });

  it('shows a message over its limit again only up to the limit', async () => {
    const answer = await send(`${site.siteUrl}/contact/submit`, {
      method: 'POST', from: '127.0.0.7', headers: formHeaders(site), body: enquiry(`${'b'.repeat(4_000)}${'z'.repeat(20_000)}`),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('b'.repeat(4_000));
    expect(answer.text).not.toContain('zzzz');
  });

  it('keeps running, and small, through a burst of oversized posts from many addresses', async () => {
    const pid = site.site.pid!;
    const before = residentMib(pid);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(`${site.siteUrl}/contact/submit`, {
          method: 'POST', from: `127.0.0.${10 + i}`, headers: formHeaders(site),
          ...(i % 2 ? { contentLength: 200 * MIB } : {}), streamBytes: 200 * MIB,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(413));
    expect(site.site.exitCode).toBeNull();
    expect(residentMib(pid) - before).toBeLessThan(64);
    expect((await send(`${site.siteUrl}/health`, { from: '127.0.0.9' })).status).toBe(200);
  }, 60_000);
});
