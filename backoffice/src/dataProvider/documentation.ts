import type { SupabaseClient } from '@supabase/supabase-js';
import { callRpc } from './rpc.ts';

export interface DocumentationMethods {
  /** Markdown of the live database schema (schema_documentation), generated when asked. */
  getSchemaDocumentation(): Promise<string>;
}

export function documentationMethods(client: SupabaseClient): DocumentationMethods {
  return {
    getSchemaDocumentation: () => callRpc<string>(client, 'schema_documentation', {}),
  };
}
