import { makePgService } from 'postgraphile/adaptors/pg';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { testAuthenticatorPassword } from '@rentals/db/testing';
import { authenticatorUrl } from '@rentals/gateway/server';
import { verifyJwt } from '@rentals/gateway/jwt';
import { EnumValueSpacesPlugin } from './enumValuePlugin.ts';
import { RentRangePlugin } from './rentRangePlugin.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * PostGraphile v5 with the gateway's role semantics: it connects as `authenticator`, verifies the
 * same bearer token with the same secret, and runs each request as the token's role with the same
 * claims (the pg adaptor sets them in a transaction around the request's statements).
 */
export function makePreset(databaseUrl: string, secret: string, poolSize = 10): GraphileConfig.Preset {
  return {
    extends: [PostGraphileAmberPreset],
    plugins: [EnumValueSpacesPlugin, RentRangePlugin],
    // The search filters on columns without an index of their own; the gateway allows that too.
    disablePlugins: ['PgIndexBehaviorsPlugin'],
    pgServices: [
      makePgService({
        connectionString: authenticatorUrl(databaseUrl, testAuthenticatorPassword()),
        poolConfig: { max: poolSize },
        schemas: ['public'],
      }),
    ],
    grafserv: { watch: false, graphiql: false, graphqlOverGET: false },
    grafast: {
      explain: false,
      async context(requestContext) {
        const header = requestContext.node?.req.headers.authorization;
        // No token is the anonymous visitor, as in PostgREST; a bad token fails the request.
        const claims = header ? await verifyJwt(header.replace(/^Bearer /i, ''), secret) : { role: 'anon' };
        const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : 'anon';
        return {
          pgSettings: {
            role,
            'request.jwt.claims': JSON.stringify({ ...claims, role }),
            'request.jwt.claim.sub': typeof claims.sub === 'string' ? claims.sub : '',
            'request.jwt.claim.role': role,
          },
        };
      },
    },
  };
}
