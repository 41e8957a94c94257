import type net from 'node:net';
import type pg from 'pg';
import type { ProjectKeys } from './keys.ts';
import type { ObjectBackend } from './storage/backends/types.ts';

/** What every endpoint of the gateway needs; built once at start-up and shared by all requests. */
export interface GatewayContext {
  /** Connects as `authenticator` (like PostgREST): every request switches to anon/authenticated/service_role. */
  pool: pg.Pool;
  /** Connects as the database owner: the auth server's own tables and storage bookkeeping (like GoTrue's
   * supabase_auth_admin). Never used to run a client's query. */
  adminPool: pg.Pool;
  keys: ProjectKeys;
  /** DATA_DIR: the API keys, and the stored files when the storage backend is `file`. */
  dataDir: string;
  /** Where object bytes live (STORAGE_BACKEND): DATA_DIR/storage or an S3 bucket. */
  storageBackend: ObjectBackend;
  /** Public URL of this gateway, e.g. http://localhost:54321 (used in issuer claims and links). */
  apiUrl: string;
  /** The site's origin: default redirect target for email links and the CORS origin. */
  siteUrl: string;
  /** Extra origins/redirect URLs allowed (CORS and redirect_to allow-list). */
  allowedOrigins: string[];
  /** GATEWAY_TRUSTED_PROXIES: peers whose X-Forwarded-For names the client (see clientAddress.ts). */
  trustedProxies?: net.BlockList | null;
}
