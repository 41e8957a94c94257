/** What a backup file says about itself (manifest.json, its first entry). */
export interface BackupManifest {
  format: number;
  created_at: string;
  /** The major of the PostgreSQL that made it: only the same major can start the copy. */
  postgres_major: number;
  /** The WAL position the database was copied up to (pg_backup_stop). */
  database_ends_at: string;
  /** 'included', or 'object store' when STORAGE_BACKEND=s3 kept them. */
  stored_files: 'included' | 'object store';
}

export const BACKUP_FORMAT = 1;
