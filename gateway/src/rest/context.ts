import type { GatewayContext } from '../context.ts';
import type { SchemaCacheRef } from './schemaCache.ts';
import type { RestSettings } from './settings.ts';

/** What the /rest/v1 endpoints share: the gateway context, the live schema cache and db-max-rows. */
export interface RestContext extends GatewayContext {
  schema: SchemaCacheRef;
  /** PostgREST's db-max-rows (Supabase: 1000). */
  maxRows: number;
  /** Read at each request: a config reload changes its fields in place (dbConfig.ts). */
  settings: RestSettings;
}
