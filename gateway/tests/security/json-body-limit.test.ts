import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_SIZE } from '../../src/bodyLimit.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';
import { PNG } from '../storage/fixture.ts';

/**
 * Issue 12, finding 5 (JSON bodies): 300 MB posted to /rest/v1/rpc/is_admin with the anon key was
 * read whole (gateway memory 443 to 1,019 MB), and /auth/v1 read whole bodies too. A body past
 * GATEWAY_MAX_BODY_SIZE is refused with 413 while it streams, in each protocol's error shape, and
 * the connection is closed so the rest is never read. The client below keeps writing as long as
 * the socket takes bytes, as an attacker would; what it managed to hand out is what was read.
 */
let dg: DomainGateway;
let user: Session;
beforeAll(async () => {
  dg = await startDomainGateway();
  user = await dg.signIn(await dg.account('Lata Lister'));
});
afterAll(async () => {
  await dg?.close();
});

const MB = 1024 * 1024;
const LIMIT = DEFAULT_MAX_BODY_SIZE;
// Socket buffers on both ends hold a few MB the server never asked for.
const SLACK = 8 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface Sent {
  status: number;
  body: unknown;
  /** Bytes the client handed to its socket before the server closed it. */
  sent: number;
}

/** POSTs `total` bytes (chunked, or with a declared Content-Length) and keeps writing until refused. */
function flood(path: string, total: number, declareLength = false): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: { status: number; body: unknown } | undefined;
    const req = http.request(`${dg.url}${path}`, {
      method: 'POST',
      headers: {
        apikey: dg.gateway.keys.anonKey, 'Content-Type': 'application/json',
        ...(declareLength ? { 'Content-Length': String(total) } : {}),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        answer = { status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null };
      });
    });
    // The server closing the socket mid-body is the expected end of the flood.
    req.on('error', () => {});
    req.on('close', () => (answer ? resolve({ ...answer, sent }) : reject(new Error(`no answer after ${sent} bytes`))));
    const pump = async () => {
      while (sent < total && !req.destroyed) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          await new Promise<void>((next) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              next();
            };
            req.on('drain', done);
            req.on('close', done);
          });
        }
      }
      if (!req.destroyed) req.end();
    };
    void pump();
  });
}

describe('a JSON body past the limit is refused while it streams', () => {
  it('300 MB chunked to /rest/v1/rpc/is_admin as anon: 413 after reading about the limit', async () => {
    const { status, body, sent } = await flood('/rest/v1/rpc/is_admin', 300 * MB);
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'Request size limit exceeded', hint: `Send a request body of at most ${LIMIT} bytes.` });
    expect(sent, 'bytes the client managed to send').toBeLessThan(LIMIT + SLACK);
  });

  it('a declared Content-Length past the limit is refused before the body is read', async () => {
    const { status, sent } = await flood('/rest/v1/recent_searches', 300 * MB, true);
    expect(status).toBe(413);
    expect(sent, 'bytes the client managed to send').toBeLessThan(LIMIT + SLACK);
  });

  it.each(['/auth/v1/token?grant_type=password', '/auth/v1/signup'])('%s answers GoTrue\'s 413', async (path) => {
    const { status, body, sent } = await flood(path, 300 * MB);
    expect(status).toBe(413);
    expect(body).toEqual({ code: 413, error_code: 'request_entity_too_large', msg: `Request body too large (max ${LIMIT} bytes)` });
    expect(sent, 'bytes the client managed to send').toBeLessThan(LIMIT + SLACK);
  });

  it.each(['/storage/v1/bucket', '/storage/v1/object/list/avatars', '/storage/v1/object/move'])(
    '%s answers Storage\'s 413', async (path) => {
      const { status, body, sent } = await flood(path, 300 * MB);
      expect(status).toBe(413);
      expect(body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large' });
      expect(sent, 'bytes the client managed to send').toBeLessThan(LIMIT + SLACK);
    });
});

describe('file uploads keep their own (bucket) limits', () => {
  it('a 4.5 MB photo, past the JSON limit but within the 5 MB bucket limit, is stored', async () => {
    const photo = new Uint8Array(4.5 * MB);
    photo.set(PNG); // a real PNG, padded: image uploads must start like the type they declare
    const { error } = await user.client.storage.from('property-images')
      .upload(`properties/${user.id}/big.png`, new Blob([photo], { type: 'image/png' }));
    expect(error).toBeNull();
  });
});

describe('a body just under the limit still works', () => {
  const rows = (bytes: number) => {
    const label = 'x'.repeat(1000);
    const count = Math.floor(bytes / (label.length + 80));
    return Array.from({ length: count }, (_, i) => ({ user_id: user.id, label, filters: { page: i } }));
  };

  it('a bulk insert of almost the limit through supabase-js', async () => {
    const payload = rows(LIMIT - 64 * 1024);
    expect(JSON.stringify(payload).length).toBeLessThan(LIMIT);
    expect(JSON.stringify(payload).length).toBeGreaterThan(LIMIT - 128 * 1024);
    const { error, count } = await user.client.from('recent_searches').insert(payload, { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(payload.length);
  });

  it('the same bulk insert sent chunked (counted, not declared)', async () => {
    const text = new TextEncoder().encode(JSON.stringify(rows(LIMIT - 64 * 1024)));
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= text.length) controller.close();
        else controller.enqueue(text.subarray(at, (at += 64 * 1024)));
      },
    });
    const res = await fetch(`${dg.url}/rest/v1/recent_searches`, {
      method: 'POST', body, duplex: 'half',
      headers: { apikey: dg.gateway.keys.anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    } as RequestInit);
    expect(res.status).toBe(201);
  });
});
