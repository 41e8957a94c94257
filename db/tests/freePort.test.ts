import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, listenable, portPool } from '../src/preflight.ts';

const servers: net.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePort', () => {
  it('hands out ports below the kernel ephemeral range, from 10000 up', () => {
    expect(portPool('32768\t60999\n')).toEqual([10_000, 32_767]);
    expect(portPool('20000 30000')).toEqual([10_000, 19_999]);
    expect(portPool(undefined), 'no range to read: Linux default').toEqual([10_000, 32_767]);
    expect(portPool('10500 60999'), 'too few below the range').toBeUndefined();
  });

  it('gives distinct ports a server can listen on, outside the ephemeral range', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
    }
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', resolve);
    });
  });

  it('tells a port that is taken from one that is not', async () => {
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    expect(await listenable(taken)).toBe(false);
    expect(await listenable(await freePort())).toBe(true);
  });
});
