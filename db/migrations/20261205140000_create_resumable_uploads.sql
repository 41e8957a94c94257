-- Purpose: resumable (tus) uploads were described by files beside their bytes in the gateway's
-- DATA_DIR, so an upload begun through one host could not be continued through another that
-- shares the database and an object store but not the folder. What a creation said, when the
-- upload expires, and which request is writing it now live here; the bytes stay in the storage
-- backend (a part file, or part objects in the S3 bucket). Only the gateway's owner connection
-- reads and writes this table.
-- Tables touched: private.resumable_uploads (new). Destructive: no.

create table private.resumable_uploads (
  version uuid primary key,
  bucket_id text not null,
  name text not null,
  length bigint not null check (length >= 0),
  upsert boolean not null,
  content_type text not null,
  cache_control text not null,
  user_metadata jsonb,
  -- The Upload-Metadata header as sent, echoed by HEAD.
  raw_metadata text not null,
  -- Who created it: only they may continue, inspect or end it.
  creator_role text not null,
  creator_sub uuid,
  expires_at timestamptz not null,
  -- '<pid>@<host>#<token>' of the request writing it, and when it last said it was alive.
  lock_holder text,
  lock_touched_at timestamptz,
  created_at timestamptz not null default now(),
  check ((lock_holder is null) = (lock_touched_at is null))
);
comment on table private.resumable_uploads is
  'Resumable (tus) uploads in progress: what their creation said, their expiry and the request holding each; bytes live in the storage backend.';
create index resumable_uploads_expires_at_idx on private.resumable_uploads (expires_at);
alter table private.resumable_uploads enable row level security;
revoke all on private.resumable_uploads from public;
