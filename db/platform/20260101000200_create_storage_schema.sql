-- Local-only: the `storage` schema of Supabase Storage. Object bytes live on disk under
-- DATA_DIR; these rows are the catalogue that row-level security authorises against.
-- Tables touched: storage.buckets, storage.objects. Destructive: no.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
comment on table storage.buckets is 'Storage buckets: public ones are readable by URL without a key.';

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
create index objects_bucket_id_name_idx on storage.objects (bucket_id, name text_pattern_ops);
comment on table storage.objects is 'Stored files: one row per object, bytes on disk.';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant select on storage.buckets to anon, authenticated;
grant all on storage.buckets, storage.objects to service_role;
grant select, insert, update, delete on storage.objects to anon, authenticated;

create or replace function storage.foldername(name text) returns text[]
language sql immutable
set search_path = ''
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
set search_path = ''
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
set search_path = ''
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Buckets are readable by everyone (their names and limits are not secret).
create policy buckets_select_anyone on storage.buckets for select to anon, authenticated using (true);
