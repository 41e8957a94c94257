// A database that accepts TLS connections only (pg_hba.conf: hostssl), its certificate signed by a
// CA of this test: with `sslmode=verify-full&sslrootcert=<ca>` in DATABASE_URL the migrations, both
// gateway pools (the owner's and authenticator's, whose URL is DATABASE_URL's with its user swapped)
// and the commission worker connect, all over TLS; without sslmode nothing gets in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type RunningCluster } from '@rentals/db/cluster';
import { REPO_ROOT } from '@rentals/db/config';
import { migrate } from '@rentals/db/migrate';
import { startCommissionWorker } from '@rentals/db/commissions/worker';
import { freePort, ownFolder, runAs } from '@rentals/db/preflight';
import { queryOnce, testAuthenticatorPassword, tryLogIn } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../src/server.ts';

let folder: string;
let cluster: RunningCluster | undefined;
let tlsUrl: string;

/** A CA and a server certificate for localhost and 127.0.0.1, made with openssl. */
function makeCertificates(into: string): void {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: into, stdio: 'ignore' });
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=rentals test CA');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  fs.writeFileSync(path.join(into, 'san.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  run('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.crt', '-days', '2', '-extfile', 'san.cnf');
}

beforeAll(async () => {
  fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  folder = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'tls-'));
  fs.chmodSync(folder, 0o755);
  const pgdata = path.join(folder, 'data');
  const port = await freePort();
  // initdb, then TLS on and every TCP connection required to use it.
  await (await startCluster({ pgdata, port, durable: false })).stop();
  makeCertificates(folder);
  for (const name of ['server.crt', 'server.key']) fs.copyFileSync(path.join(folder, name), path.join(pgdata, name));
  fs.appendFileSync(path.join(pgdata, 'postgresql.conf'), "\nssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n");
  const hba = path.join(pgdata, 'pg_hba.conf');
  fs.writeFileSync(hba, fs.readFileSync(hba, 'utf8').replace(/^host(\s)/gm, 'hostssl$1'));
  const who = runAs();
  ownFolder(pgdata, who);
  for (const name of ['server.crt', 'server.key', 'postgresql.conf', 'pg_hba.conf']) {
    if (who.uid !== undefined && who.gid !== undefined) fs.chownSync(path.join(pgdata, name), who.uid, who.gid);
    fs.chmodSync(path.join(pgdata, name), 0o600);
  }
  cluster = await startCluster({ pgdata, port, durable: false });
  const url = new URL(cluster.url);
  url.searchParams.set('sslmode', 'verify-full');
  url.searchParams.set('sslrootcert', path.join(folder, 'ca.pem'));
  tlsUrl = url.toString();
  testAuthenticatorPassword();
  await migrate(tlsUrl, { platform: true });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('DATABASE_URL with sslmode=verify-full and sslrootcert', () => {
  it('is refused without sslmode: the server takes TLS connections only', async () => {
    expect(await tryLogIn(cluster!.url)).toBe('28000');
  });

  it('serves the API through both gateway pools and runs the commission worker, every connection over TLS', async () => {
    const dataDir = path.join(folder, 'gateway');
    let gateway: RunningGateway | undefined;
    const worker = await startCommissionWorker(tlsUrl);
    try {
      gateway = await startGateway({ databaseUrl: tlsUrl, port: 0, dataDir, siteUrl: 'http://localhost:4321' });
      const answer = await fetch(`${gateway.url}/rest/v1/properties?select=id&limit=1`, { headers: { apikey: gateway.keys.anonKey } });
      expect(answer.status).toBe(200);
      const sessions = await queryOnce<{ usename: string; ssl: boolean }>(tlsUrl, `
        select distinct a.usename::text, s.ssl from pg_stat_activity a join pg_stat_ssl s using (pid)
         where a.backend_type = 'client backend' and a.pid <> pg_backend_pid() order by 1`);
      expect(sessions).toEqual([{ usename: 'authenticator', ssl: true }, { usename: 'postgres', ssl: true }]);
    } finally {
      await gateway?.close();
      await worker.stop();
    }
  });
});
