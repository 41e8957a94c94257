// `pg over bare HTTP`: the baseline's transaction (begin, the role and claims, the statement,
// commit) behind the least an HTTP server can be: node:http, one JSON body in, the rows out as
// JSON, the four statements in one round trip as the gateway sends them. Between `pg (scoped)` and
// the gateway it splits the gap in two: what HTTP and Node cost at all, and what the gateway's own
// work costs on top. Run as a child process by servers/start.ts; never a product server.
import http from 'node:http';
import pg from 'pg';
import { runBatch, statementName } from '@rentals/gateway/batch';
import { SCOPE_SQL, scopeClaims } from '../baselineScope.ts';

/** Bodies larger than this are refused: the workloads send one statement and its values. */
const MAX_BODY = 64 * 1024;

interface Call {
  text: string;
  values: unknown[];
  as: string;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
pool.on('error', () => {});

async function run(call: Call): Promise<string> {
  const client = await pool.connect();
  try {
    const results = await runBatch(client, [
      { text: 'begin', values: [] },
      { name: 'bench_scope', text: SCOPE_SQL, values: [call.as, scopeClaims(call.as)] },
      { name: statementName(call.text), text: call.text, values: call.values },
      { text: 'commit', values: [] },
    ]);
    return JSON.stringify(results[2] ?? []);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      res.writeHead(413).end();
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/sql') {
      res.writeHead(404).end();
      return;
    }
    let call: Call;
    try {
      call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call;
    } catch {
      res.writeHead(400).end();
      return;
    }
    run(call).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`listening on ${process.env.PORT}`));
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
