// The baseline: what a competent engineer would write by hand to serve the benchmark's calls over
// PostgreSQL with row-level security, and nothing more. Its own process; node:http with keep-alive;
// the caller's HS256 token verified (and kept until it expires, as PostgREST's JWT cache does);
// per request one round trip to PostgreSQL (begin, the role and claims, the prepared statement,
// commit, pipelined by node-postgres); the JSON built by PostgreSQL and sent as it comes. The gateway
// is judged against it (bench/src/targets.ts). Run as a child process by servers/start.ts.
import http from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { SCOPE_SQL } from '../baselineScope.ts';
import { columnList, SITE_SEARCH_SHAPES, siteSearchStatements, STATEMENTS, type Search } from '../workloads.ts';
import { routeOf, type Route } from './baselineRoutes.ts';

/** Bodies larger than this are refused: the one write sends a row of three fields. */
const MAX_BODY = 16 * 1024;

const secret = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10), pipeline: true } as pg.PoolConfig);
pool.on('error', () => {});

interface Caller {
  role: string;
  claims: string;
  /** Seconds since the epoch after which the token is verified again (and refused). */
  exp: number;
}
const callers = new Map<string, Caller>();

async function caller(authorization: string | undefined): Promise<Caller> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  const known = callers.get(token);
  if (known && known.exp > Date.now() / 1000) return known;
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  const verified = { role: String(payload.role), claims: JSON.stringify(payload), exp: payload.exp ?? Number.POSITIVE_INFINITY };
  if (callers.size > 1000) callers.clear();
  callers.set(token, verified);
  return verified;
}

/** A statement whose one row is the answer: `body`, JSON text, and `total` where the page counts its matches. */
interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/** Filled once the columns of public.properties are read, as any server reads its schema at start. */
let columns = '';
const json = (text: string) => `select coalesce(json_agg(r), '[]')::text as body from (${text}) as r`;

function search(query: URLSearchParams): Search {
  return { city: query.get('city') ?? '', bedrooms: Number(query.get('bedrooms')), rentMin: Number(query.get('rent_min')), rentMax: Number(query.get('rent_max')) };
}

function statementFor(route: Route, query: URLSearchParams, body: string): Statement {
  switch (route.kind) {
    case 'read':
      return { name: 'read', text: json(STATEMENTS.read(columns)), values: [route.id] };
    case 'embed':
      return { name: 'embed', text: json(STATEMENTS.embed), values: [route.id] };
    case 'search': {
      const s = search(query);
      return { name: 'search', text: json(STATEMENTS.search(columns)), values: [s.city, s.bedrooms, s.rentMin, s.rentMax] };
    }
    case 'insert': {
      const row = JSON.parse(body) as { property_id: string; url: string; position: number };
      return { name: 'insert', text: `with r as (${STATEMENTS.insert}) select json_agg(r)::text as body from r`, values: [row.property_id, row.url, row.position] };
    }
    case 'searchPage': {
      const index = Number(query.get('shape'));
      const offset = Number(query.get('offset'));
      const shape = SITE_SEARCH_SHAPES[index];
      if (!shape || !Number.isInteger(offset) || offset < 0) throw new RangeError('unknown search page');
      const { page, count } = siteSearchStatements(columns, shape, offset);
      return { name: `page_${index}_${offset}`, text: `select (${json(page)}) as body, (${count}) as total`, values: shape.values(search(query)) };
    }
  }
}

async function answer(who: Caller, statement: Statement): Promise<{ body: string; total?: string }> {
  const client = await pool.connect();
  try {
    // Sent together: node-postgres in pipeline mode writes all four before reading any answer.
    const [, , result] = await Promise.all([
      client.query('begin'),
      client.query({ name: 'scope', text: SCOPE_SQL, values: [who.role, who.claims] }),
      client.query<{ body: string; total?: string }>({ name: statement.name, text: statement.text, values: statement.values }),
      client.query('commit'),
    ]);
    return result.rows[0] ?? { body: '[]' };
  } finally {
    client.release();
  }
}

function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  const [path = '', search = ''] = (req.url ?? '').split('?', 2);
  const route = routeOf(req.method ?? 'GET', path);
  if (!route) return void res.writeHead(404).end();
  caller(req.headers.authorization).then(
    (who) => answer(who, statementFor(route, new URLSearchParams(search), body)).then(
      ({ body: rows, total }) => {
        const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8' };
        if (total !== undefined) headers['content-range'] = `*/${total}`;
        res.writeHead(route.kind === 'insert' ? 201 : 200, headers).end(rows);
      },
      (error: Error) => res.writeHead(error instanceof RangeError || error instanceof SyntaxError ? 400 : 500).end(error.message),
    ),
    () => res.writeHead(401).end(),
  );
}

const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  if (req.method === 'GET') {
    req.resume();
    return handle(req, res, '');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      res.writeHead(413, { connection: 'close' }).end();
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
});

const { rows } = await pool.query<{ name: string }>(
  `select attname as name from pg_attribute where attrelid = 'public.properties'::regclass and attnum > 0 and not attisdropped order by attnum`);
columns = columnList(rows.map((r) => r.name));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`listening on ${process.env.PORT}`));
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
