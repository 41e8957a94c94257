-- Extra objects for the PostgREST-fidelity tests (issue 20), in the style of postgrest-js's own
-- test schema: computed fields and relationships, overloads, a second schema and views over tables.
create table public.channels (id bigint primary key, slug text not null);
create table public.members (username text primary key, status text not null default 'online');
create table public.messages (
  id bigint primary key,
  message text not null,
  username text not null references public.members,
  channel_id bigint not null references public.channels
);
create table public.member_profiles (id bigint primary key, username text references public.members);
create table public.folders (id bigint primary key, name text not null, parent_id bigint references public.folders);
create table public.pairs (
  id bigint primary key,
  first_member text not null references public.members,
  second_member text not null references public.members
);
-- Views over the tables: they inherit the tables' foreign keys and must not make a column embed ambiguous.
create view public.online_members as select * from public.members where status = 'online';
create view public.some_members as select username from public.members;

create function public.blurb(public.messages) returns text language sql stable as $$
  select substring($1.message, 1, 3)
$$;
create function public.channel_messages(channel public.channels) returns setof public.messages
  language sql stable as $$ select * from public.messages where channel_id = channel.id $$;
create function public.member_messages(member public.members) returns setof public.messages
  language sql stable as $$ select * from public.messages where username = member.username $$;
create function public.first_message(member public.members) returns setof public.messages rows 1
  language sql stable as $$ select * from public.messages where username = member.username order by id limit 1 $$;

create function public.pick(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.pick(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.unnamed_text(text) returns text language sql immutable as $$ select 'got ' || $1 $$;
create function public.unnamed_int(int) returns int language sql immutable as $$ select $1 $$;
create function public.unnamed_default() returns int language sql immutable as $$ select 1 $$;
create function public.unnamed_default(text default 'x') returns text language sql immutable as $$ select $1 $$;
create function public.mark_offline(name_like text) returns setof public.members language sql volatile as $$
  update public.members set status = 'offline' where username like name_like returning *
$$;
create function public.status_of(name text) returns text language sql stable as $$
  select status from public.members where username = name
$$;

create schema personal;
create table personal.notes (id bigint primary key, body text not null);
-- Unqualified on purpose: PostgREST's search_path starts with the request's schema.
create function personal.note_count() returns bigint language plpgsql stable as $$
begin
  return (select count(*) from notes);
end
$$;
create schema hidden;
create table hidden.secrets (id bigint primary key);

grant usage on schema personal, hidden to anon, authenticated, service_role;
grant all on all tables in schema public, personal, hidden to anon, authenticated, service_role;
grant execute on all functions in schema public, personal to anon, authenticated, service_role;

insert into public.channels values (1, 'general'), (2, 'random');
insert into public.members values ('asha', 'online'), ('bala', 'online'), ('chitra', 'offline');
insert into public.messages values (1, 'Hello there', 'asha', 1), (2, 'Namaste', 'bala', 1), (3, 'Later', 'asha', 2);
insert into public.member_profiles values (1, 'asha');
insert into public.folders values (1, 'root', null), (2, 'docs', 1), (3, 'photos', 1);
insert into public.pairs values (1, 'asha', 'bala');
insert into personal.notes values (1, 'private note'), (2, 'another');
