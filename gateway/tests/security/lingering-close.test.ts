import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER } from '../../src/lingeringClose.ts';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';

// A refused body's answer closes the connection. Closed at once, with the client's bytes still
// unread, the kernel resets it, and a client still sending may lose the answer (a 413 seen as
// EPIPE). The gateway lingers instead: it sends the answer, closes its side, and reads what the
// client still sends until the client closes too.
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const MB = 1024 * 1024;

/** A chunked raw upload of `bytes` to the 5 MB bucket, over a socket the test drives itself. */
function refusedUpload() {
  const { port } = new URL(f.gateway.url);
  // Half-open, as an uploading client is: the server's end of the answer does not end its sending.
  const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
  const chunk = (bytes: Buffer) => socket.write(`${bytes.length.toString(16)}\r\n${bytes.toString('latin1')}\r\n`, 'latin1');
  socket.write([
    `POST /storage/v1/object/property-images/properties/${f.a.id}/linger.png HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `apikey: ${f.gateway.ctx.keys.anonKey}`,
    `Authorization: Bearer ${f.a.token}`,
    'Content-Type: image/png',
    'Transfer-Encoding: chunked',
    '', '',
  ].join('\r\n'));
  chunk(PNG);
  for (let sent = 0; sent < 6 * MB; sent += 64 * 1024) chunk(Buffer.alloc(64 * 1024));
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => (answer += text));
  const ended = new Promise<void>((resolve) => socket.once('end', resolve));
  const closed = new Promise<{ error: NodeJS.ErrnoException | null }>((resolve) => {
    let error: NodeJS.ErrnoException | null = null;
    socket.on('error', (e) => (error = e));
    socket.once('close', () => resolve({ error }));
  });
  return { socket, chunk, answer: () => answer, ended, closed };
}

describe('a connection closed after refusing its body', () => {
  it('takes what the client still sends after the answer, and closes once the client does', async () => {
    const upload = refusedUpload();
    // The server's side is closed once its answer is out.
    await upload.ended;
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(upload.answer()).toMatch(/\r\nconnection: close\r\n/i);
    expect(upload.answer()).toContain('"statusCode":"413"');
    // Bytes the client had on their way, and more: read and dropped, not met with a reset.
    for (let sent = 0; sent < 2 * MB; sent += 64 * 1024) upload.chunk(Buffer.alloc(64 * 1024));
    upload.socket.end('0\r\n\r\n');
    const { error } = await upload.closed;
    expect(error?.code ?? null, 'the client saw no reset').toBeNull();
  });

  it('cuts off a client that never stops sending', async () => {
    const upload = refusedUpload();
    await upload.ended;
    let after = 0;
    const more = Buffer.alloc(64 * 1024);
    const send = () => {
      while (!upload.socket.destroyed && upload.socket.writable) {
        after += more.length;
        if (!upload.chunk(more)) return void upload.socket.once('drain', send);
      }
    };
    send();
    const { error } = await upload.closed;
    expect(error?.code).toMatch(/^(ECONNRESET|EPIPE)$/);
    expect(after, 'bytes the server took after its answer').toBeLessThan(LINGER.bytes + 32 * MB);
  });
});
