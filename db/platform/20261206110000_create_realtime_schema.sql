-- Purpose: what a Supabase project's Realtime keeps in the database, for the gateway's
-- /realtime/v1: the realtime schema with realtime.messages and realtime.topic() (private channels
-- are authorised by row-level security on realtime.messages, as Supabase's Realtime does), the
-- supabase_realtime publication (a table added to it publishes its changes), and how changes reach
-- every gateway process: a trigger on each published table notifies 'realtime_changes' at commit
-- with the row's key, and each process reads the row again as each subscriber. Presence lives in
-- realtime.presences so that any process on any host answers a channel's presence state.
-- Tables touched: realtime.messages, realtime.presences (new). Destructive: no.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table realtime.messages (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  extension text not null check (extension in ('broadcast', 'presence')),
  event text,
  payload jsonb,
  private boolean default false,
  inserted_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
comment on table realtime.messages is
  'Realtime authorisation probes: a private channel''s join is allowed where the caller''s policies let them read (and write) a row of its topic.';
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to authenticated;
grant all on realtime.messages to service_role;
create index messages_topic_idx on realtime.messages (topic);

-- The topic being authorised, for policies on realtime.messages (Supabase's realtime.topic()).
create function realtime.topic() returns text
language sql stable
set search_path = ''
as $$
  select nullif(current_setting('realtime.topic', true), '')
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

create table realtime.presences (
  presence_ref text primary key,
  topic text not null,
  presence_key text not null,
  meta jsonb not null,
  seen_at timestamptz not null default now()
);
comment on table realtime.presences is
  'Who is present on each channel (one row per tracked connection), shared by every gateway process; rows not renewed for a minute are gone.';
create index presences_topic_idx on realtime.presences (topic);
create index presences_seen_at_idx on realtime.presences (seen_at);
revoke all on realtime.presences from public, anon, authenticated;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- At commit every listening gateway process hears the change: schema, table, operation, the key
-- columns named by the trigger's arguments, and the row itself when it is small (to match
-- subscribers' filters without a query). The row is never sent to a subscriber from here: each one
-- gets it read again as themselves.
create function realtime.notify_change() returns trigger
language plpgsql volatile
set search_path = ''
as $$
declare
  _row jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  _key jsonb := '{}'::jsonb;
  _column text;
begin
  foreach _column in array tg_argv loop
    _key := _key || jsonb_build_object(_column, _row -> _column);
  end loop;
  perform pg_notify('realtime_changes', jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'key', _key,
    'record', case when octet_length(_row::text) <= 6000 then _row end)::text);
  return null;
end
$$;

-- Each table of the publication gets the trigger, with its primary key's columns as arguments.
create function realtime.publish_table_changes() returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  _table record;
begin
  for _table in
    select pt.schemaname, pt.tablename, c.oid,
           (select string_agg(quote_literal(a.attname), ', ' order by k.n)
              from pg_index i, unnest(i.indkey) with ordinality as k(attnum, n), pg_attribute a
             where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid and a.attnum = k.attnum) as key_columns
      from pg_publication_tables pt
      join pg_namespace n on n.nspname = pt.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_changes')
  loop
    execute format('create trigger realtime_changes after insert or update or delete on %I.%I '
                   'for each row execute function realtime.notify_change(%s)',
                   _table.schemaname, _table.tablename, coalesce(_table.key_columns, ''));
  end loop;
end
$$;

create event trigger realtime_publish_table_changes on ddl_command_end
  when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION')
  execute function realtime.publish_table_changes();
