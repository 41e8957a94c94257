/**
 * The gateway's one error catalogue. Every failure the REST layer reports is an ApiError with a
 * name (for logs), a code (PGRSTxxx or an SQLSTATE), an HTTP status and PostgREST's body fields;
 * `renderError` is the only place that turns one into a response.
 */
import { DatabaseBusy } from './admission.ts';
import { isConnectionLost } from './connectionLost.ts';
import { isConnectTimeout, isQueryTimeout } from './dbTimeouts.ts';

export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;
  constructor(
    name: string,
    status: number,
    body: { code: string; message: string; details?: unknown; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = name;
    this.status = status;
    this.code = body.code;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.headers = headers;
  }

  body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

const q = (s: string) => `'${s}'`;

/** Constructors for every error the gateway emits itself, named after what went wrong. */
export const errors = {
  // Gateway (Kong) layer: these use the hosted wording, without a code.
  noApiKey: () =>
    new ApiError('NoApiKey', 401, {
      code: '',
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    }),
  invalidApiKey: () =>
    new ApiError('InvalidApiKey', 401, {
      code: '',
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    }),

  /** The gateway layer's body limit (GATEWAY_MAX_BODY_SIZE), in the wording of Kong's request-size-limiting. */
  payloadTooLarge: (maxSize: number) =>
    new ApiError('PayloadTooLarge', 413, {
      code: '',
      message: 'Request size limit exceeded',
      hint: `Send a request body of at most ${maxSize} bytes.`,
    }),

  dbConnection: (message: string) =>
    new ApiError('DbConnection', 503, { code: 'PGRST000', message: 'Database connection error', details: message }),
  /** The gateway past its concurrency bound, or every database connection busy and their queue full (loadShed.ts, admission.ts), in Kong's shape. */
  busy: () =>
    new ApiError('Busy', 503, { code: '', message: 'The server is busy', hint: 'Try again in a few seconds.' }),
  /** PostgREST's PGRST003, also for a statement whose answer did not come in time (a stalled server). */
  dbTimeout: () =>
    new ApiError('DbTimeout', 504, { code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' }),
  schemaCacheNotLoaded: () =>
    new ApiError('SchemaCacheNotLoaded', 503, {
      code: 'PGRST002',
      message: 'Could not query the database for the schema cache. Retrying.',
    }),
  parse: (what: string, input: string, details: string) =>
    new ApiError('ParseError', 400, {
      code: 'PGRST100',
      message: `"failed to parse ${what} (${input})" (line 1, column 1)`,
      details,
    }),
  rpcMethod: (method: string) =>
    new ApiError('RpcMethod', 405, { code: 'PGRST101', message: `Cannot use the ${method} method on RPC` }),
  invalidBody: (message = 'Empty or invalid json') =>
    new ApiError('InvalidBody', 400, { code: 'PGRST102', message }),
  rangeNotSatisfiable: (details: string | null) =>
    new ApiError('RangeNotSatisfiable', 416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details,
    }),
  invalidSchema: (schema: string, exposed: string[] = ['public']) =>
    new ApiError('InvalidSchema', 406, {
      code: 'PGRST106',
      message: `Invalid schema: ${schema}`,
      hint: `Only the following schemas are exposed: ${exposed.join(', ')}`,
    }),
  mediaType: (accept: string) =>
    new ApiError('MediaType', 406, {
      code: 'PGRST107',
      message: `None of these media types are available: ${accept}`,
    }),
  notEmbedded: (name: string) =>
    new ApiError('NotEmbedded', 400, {
      code: 'PGRST108',
      message: `'${name}' is not an embedded resource in this request`,
      hint: `Verify that '${name}' is included in the 'select' query parameter.`,
    }),
  singular: (rows: number) =>
    new ApiError('Singular', 406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: `The result contains ${rows} rows`,
    }),
  unsupportedMethod: (method: string) =>
    new ApiError('UnsupportedMethod', 405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` }),
  badResponseHeaders: () =>
    new ApiError('BadResponseHeaders', 500, {
      code: 'PGRST111',
      message: 'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    }),
  badResponseStatus: (value: string) =>
    new ApiError('BadResponseStatus', 500, {
      code: 'PGRST112',
      message: 'response.status guc must be a valid status code',
      details: value,
    }),
  relatedOrder: (origin: string, target: string) =>
    new ApiError('RelatedOrder', 400, {
      code: 'PGRST118',
      message: `A related order on '${target}' is not possible`,
      details: `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    }),
  embedOperator: () =>
    new ApiError('EmbedOperator', 400, {
      code: 'PGRST120',
      message: 'Bad operator on the embedded resource',
      details: 'Only is null or not is null filters are allowed on embedded resources',
    }),
  raiseJson: () =>
    new ApiError('RaiseJson', 500, {
      code: 'PGRST121',
      message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
    }),
  strictPreference: (invalid: string[]) =>
    new ApiError('StrictPreference', 400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    }),
  aggregates: () =>
    new ApiError('Aggregates', 400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' }),
  maxAffected: (rows: number) =>
    new ApiError('MaxAffected', 400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${rows} rows`,
    }),
  invalidPath: () => new ApiError('InvalidPath', 404, { code: 'PGRST125', message: 'Invalid path specified in request URL' }),
  openApiForbidden: () =>
    new ApiError('OpenApiForbidden', 403, {
      code: 'PGRST126',
      message: 'The OpenAPI root is served to the service role only',
      hint: 'Use the service_role (secret) key, as on hosted Supabase.',
    }),
  notImplemented: (what: string) =>
    new ApiError('NotImplemented', 400, { code: 'PGRST127', message: 'Feature not implemented', details: what }),
  noRelationship: (origin: string, target: string, hint?: string, schema = 'public') =>
    new ApiError('NoRelationship', 400, {
      code: 'PGRST200',
      message: `Could not find a relationship between ${q(origin)} and ${q(target)} in the schema cache`,
      details: `Searched for a foreign key relationship between ${q(origin)} and ${q(target)}${hint ? ` using the hint ${q(hint)}` : ''} in the schema ${q(schema)}, but no matches were found.`,
    }),
  ambiguousRelationship: (origin: string, target: string, details: unknown[], hints: string[]) =>
    new ApiError('AmbiguousRelationship', 300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for ${q(origin)} and ${q(target)}`,
      details,
      hint: `Try changing '${target}' to one of the following: ${hints.map((h) => `'${h}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    }),
  functionNotFound: (schema: string, fn: string, args: string[], suggestion?: string) =>
    new ApiError('FunctionNotFound', 404, {
      code: 'PGRST202',
      message: `Could not find the function ${schema}.${fn}${args.length ? `(${args.join(', ')})` : ' without parameters'} in the schema cache`,
      details: `Searched for the function ${schema}.${fn}${args.length ? ` with parameter${args.length === 1 ? '' : 's'} ${args.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null,
    }),
  ambiguousFunction: (signatures: string[]) =>
    new ApiError('AmbiguousFunction', 300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${signatures.join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    }),
  putFilters: () =>
    new ApiError('PutFilters', 405, {
      code: 'PGRST105',
      message: "Filters must include all and only primary key columns with 'eq' operators",
    }),
  putPayload: () =>
    new ApiError('PutPayload', 400, { code: 'PGRST115', message: 'Payload values do not match URL in primary key column(s)' }),
  /** pg-safeupdate's error, which PostgREST answers with 400. */
  safeUpdate: (verb: 'UPDATE' | 'DELETE') =>
    new ApiError('SafeUpdate', 400, { code: '21000', message: `${verb} requires a WHERE clause` }),
  /** PostgreSQL's error for one name used twice in FROM, raised before the query is sent. */
  duplicateEmbed: (name: string) =>
    new ApiError('DuplicateEmbed', 400, {
      code: '42712',
      message: `table name "${name}" specified more than once`,
    }),
  unknownColumn: (column: string, table: string) =>
    new ApiError('UnknownColumn', 400, {
      code: 'PGRST204',
      message: `Could not find the '${column}' column of '${table}' in the schema cache`,
    }),
  tableNotFound: (table: string, suggestion?: string) =>
    new ApiError('TableNotFound', 404, {
      code: 'PGRST205',
      message: `Could not find the table 'public.${table}' in the schema cache`,
      hint: suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
    }),
  /** Raised before PostgreSQL sees the query, with PostgreSQL's own code and wording. */
  undefinedColumn: (table: string, column: string) =>
    new ApiError('UndefinedColumn', 400, { code: '42703', message: `column ${table}.${column} does not exist` }),
  undefinedType: (type: string) =>
    new ApiError('UndefinedType', 400, { code: '42704', message: `type "${type}" does not exist` }),
  jwtInvalid: (message: string) =>
    new ApiError('JwtInvalid', 401, { code: 'PGRST301', message }, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    }),
  jwtClaims: (message: string) =>
    new ApiError('JwtClaims', 401, { code: 'PGRST303', message }, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    }),
};

/** PostgREST's SQLSTATE → HTTP table (first match wins). */
export function httpStatusForSqlState(code: string, message: string, isAnon: boolean): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const two = code.slice(0, 2);
  if (two === '08' || two === '53') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX', 'P0'].includes(two)) return 500;
  if (two === '0L' || two === '0P' || two === '28') return 403;
  return 400;
}

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string' &&
    'severity' in error;
}

/** Turns a PostgreSQL error into PostgREST's response: SQLSTATE, message, detail and hint verbatim. */
export function fromPgError(error: PgErrorLike, isAnon: boolean): ApiError {
  const code = error.code ?? 'XX000';
  if (code === 'PGRST') return fromRaisedPgrst(error);
  // A full-text filter's words are the caller's input: a query to_tsquery cannot read is a bad
  // filter (400 PGRST100), not a syntax error of the gateway's own SQL.
  if (code === '42601' && error.message.startsWith('syntax error in tsquery'))
    return errors.parse('full-text search query', error.message.replace(/^syntax error in tsquery: /, ''), error.message);
  const status = httpStatusForSqlState(code, error.message, isAnon);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new ApiError(`Postgres${code}`, status, {
    code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  }, headers);
}

/** RAISE SQLSTATE 'PGRST' USING message = '{json body}', detail = '{"status":n,"headers":{}}'. */
function fromRaisedPgrst(error: PgErrorLike): ApiError {
  try {
    const body = JSON.parse(error.message) as Partial<ErrorBody>;
    const extra = JSON.parse(error.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    if (typeof body !== 'object' || body === null || typeof extra.status !== 'number') throw new Error('shape');
    return new ApiError('Raised', extra.status, {
      code: String(body.code ?? ''),
      message: String(body.message ?? ''),
      details: body.details ?? null,
      hint: body.hint ?? null,
    }, extra.headers ?? {});
  } catch {
    return errors.raiseJson();
  }
}

/** Normalises anything thrown while serving a request into an ApiError. */
export function toApiError(error: unknown, isAnon = false): ApiError {
  if (error instanceof ApiError) return error;
  const err = error as { code?: string; message?: string };
  if (error instanceof DatabaseBusy) return errors.busy();
  if (isQueryTimeout(error) || isConnectTimeout(error)) return errors.dbTimeout();
  if (isConnectionLost(error)) return errors.dbConnection(err.message ?? String(err.code));
  if (isPgError(error)) return fromPgError(error, isAnon);
  return new ApiError('Internal', 500, { code: 'PGRST000', message: err?.message ?? 'Internal error' });
}

/** The one renderer: PostgREST's JSON body, its headers, and Proxy-Status. */
export function renderError(error: ApiError): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...error.headers });
  if (error.code) headers.set('Proxy-Status', `PostgREST; error=${error.code}`);
  if (error.status === 401 && !headers.has('WWW-Authenticate')) headers.set('WWW-Authenticate', 'Bearer');
  const body = error.code === '' ? { message: error.message, hint: error.hint } : error.body();
  return new Response(JSON.stringify(body), { status: error.status, headers });
}
