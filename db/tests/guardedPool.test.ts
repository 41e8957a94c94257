import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedPool } from '../src/guardedPool.ts';

// A server speaking just enough of PostgreSQL's protocol: it accepts any startup and then says
// `afterStartup`, all in one write, the way a backend terminated just as it finished starting does.
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const AUTH_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY = message('Z', Buffer.from('I'));
const TERMINATED = message('E', Buffer.concat([
  ...[['S', 'FATAL'], ['V', 'FATAL'], ['C', '57P01'], ['M', 'terminating connection due to administrator command']]
    .map(([field, text]) => Buffer.from(`${field}${text}\0`, 'utf8')),
  Buffer.from([0]),
]));

const servers: net.Server[] = [];
async function backend(afterStartup: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer((socket) => {
    socket.once('data', () => afterStartup(socket));
    socket.on('error', () => {});
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return `postgres://someone@127.0.0.1:${port}/somewhere`;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('guardedPool', () => {
  it('hears a connection dropped in the packet that opened it, before the caller holds it', async () => {
    const url = await backend((socket) => socket.end(Buffer.concat([AUTH_OK, READY, TERMINATED])));
    const lost: unknown[] = [];
    const pool = guardedPool({ connectionString: url, max: 1 }, (error) => lost.push(error));
    const client = await pool.connect();
    expect(lost).toMatchObject([{ code: '57P01' }]);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    await pool.end();
  });

  it('hears a connection dropped while it is checked out with nothing running', async () => {
    let drop!: () => void;
    const url = await backend((socket) => {
      socket.write(Buffer.concat([AUTH_OK, READY]));
      drop = () => socket.end(TERMINATED);
    });
    const lost: unknown[] = [];
    const pool = guardedPool({ connectionString: url, max: 1 }, (error) => lost.push(error));
    const client = await pool.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    drop();
    await ended;
    expect(lost[0]).toMatchObject({ code: '57P01' });
    client.release(true);
    expect(pool.totalCount).toBe(0);
    await pool.end();
  });
});
