import type { Context } from 'hono';
import { authenticate, effectiveAuthorization, knownIdentity, type Identity } from '../apikey.ts';
import { scopeHeaders } from '../clientAddress.ts';
import { errors } from '../errors.ts';
import type { RequestScope } from '../scope.ts';
import type { RestContext } from './context.ts';
import type { SchemaCache } from './schemaCache.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { queryPairs } from './parse/queryString.ts';
import { timing } from '../timing.ts';
import { endsInRollback } from './settings.ts';
import { ident } from './sql/params.ts';

/** Everything an endpoint needs about the request, checked in PostgREST's order. */
export interface RestRequest {
  identity: Identity;
  cache: SchemaCache;
  prefs: Preferences;
  pairs: Array<[string, string]>;
  rawQuery: string;
  method: string;
  /** Path below /rest/v1, e.g. `/properties`. */
  path: string;
  /** db-tx-end (or an allowed `Prefer: tx=rollback`): the transaction is rolled back, not committed. */
  rollback: boolean;
  scope(readOnly: boolean): RequestScope;
}

export async function prepareRequest(c: Context, ctx: RestContext, path: string): Promise<RestRequest> {
  const started = performance.now();
  const rawQuery = searchOf(c.req.url);
  const headers = c.req.raw.headers;
  const authorization = effectiveAuthorization(headers, rawQuery, ctx.keys);
  const identity = knownIdentity(authorization, ctx.keys.jwtSecret) ?? await authenticate(authorization, ctx.keys.jwtSecret);
  const method = c.req.method;
  const profileHeader = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(profileHeader);
  let cache = ctx.schema.current;
  if (!cache) throw errors.schemaCacheNotLoaded();
  if (profile !== null && profile !== cache.schema) {
    const chosen = cache.schemas.get(profile);
    if (!chosen) throw errors.invalidSchema(profile, [...cache.schemas.keys()]);
    cache = chosen;
  }
  const prefs = parsePrefer(headers.get('prefer') ? [headers.get('prefer') as string] : []);
  const rollback = endsInRollback(ctx.settings, prefs.tx);
  if (prefs.tx && ctx.settings.txEnd.endsWith('allow-override')) prefs.applied.push(`tx=${prefs.tx}`);
  const pairs = queryPairs(rawQuery);
  const allHeaders = scopeHeaders(c);
  const cookies = allHeaders.cookie;
  delete allHeaders.cookie;
  timing(c, 'parse', performance.now() - started);
  return {
    identity, cache, prefs, pairs, rawQuery, method, path, rollback,
    scope: (readOnly) => ({
      role: identity.role,
      claims: identity.claims,
      claimsJson: identity.claimsJson,
      headers: allHeaders,
      cookies: parseCookies(cookies),
      method,
      path,
      readOnly,
      settings: cache.roleSettings.get(identity.role),
      timezone: prefs.timezone,
      // PostgREST puts the request's schema first, so its functions find their own tables unqualified.
      searchPath: cache.schema === 'public' ? undefined : `${ident(cache.schema)}, public, extensions`,
    }),
  };
}

/**
 * `new URL(href).search` without its `?`, read off the string. The adapter has already checked
 * c.req.url (serialising it through URL when it holds anything unusual), and queryPairs decodes
 * each pair, so parsing the whole URL again per request only repeated work.
 */
export function searchOf(href: string): string {
  const hash = href.indexOf('#');
  const end = hash < 0 ? href.length : hash;
  const question = href.indexOf('?');
  return question < 0 || question > end ? '' : href.slice(question + 1, end);
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}
