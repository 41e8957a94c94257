import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/server.ts';

describe('startGateway', () => {
  let db: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-start-'));
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /ready on loopback and keeps its keys in DATA_DIR across restarts', async () => {
    const first = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:4321' });
    const ready = await fetch(`${first.url.replace('localhost', '127.0.0.1')}/ready`);
    await first.close();
    expect(ready.status).toBe(200);
    const second = await startGateway({ databaseUrl: db.url, port: 0, dataDir, siteUrl: 'http://localhost:4321' });
    await second.close();
    expect(second.keys, 'keys kept in DATA_DIR').toEqual(first.keys);
  });

  it('says which port is taken and how to choose another', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startGateway({ databaseUrl: db.url, port, dataDir, siteUrl: 'http://localhost:4321' })).rejects.toThrow(
        `Port ${port} (API gateway) is already in use; set API_PORT to choose another`,
      );
    } finally {
      blocker.close();
    }
  });
});
