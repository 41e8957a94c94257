import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export interface DocumentationMethods {
  /** Markdown of the live database schema (schema_documentation), generated when asked. */
  getSchemaDocumentation(): Promise<string>;
}

export function documentationMethods(client: ConsoleClient): DocumentationMethods {
  return {
    getSchemaDocumentation: () => callRpc<string>(client, 'schema_documentation', {}),
  };
}
