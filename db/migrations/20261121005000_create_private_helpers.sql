-- Purpose: internal helpers shared by the business functions: the caller checks with their stable
-- messages, the Indian calendar day, and jsonb field readers that fail with a readable message
-- instead of a cast error. They live in schema private, which the API does not expose.
-- Tables touched: none. Destructive: no.

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Internal helpers of the business functions; not exposed through the API.';

create function private.require_user() returns uuid
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
begin
  if _uid is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  return _uid;
end
$$;
comment on function private.require_user() is 'The caller''s user id, or ''No authenticated user''.';

-- An admin at aal1 fails here too: public.is_admin() demands the second factor.
create function private.require_admin(_action text) returns uuid
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _uid uuid := private.require_user();
begin
  if not public.is_admin() then
    raise exception 'Only admins can %', _action using errcode = 'P0001';
  end if;
  return _uid;
end
$$;
comment on function private.require_admin(text) is 'The acting admin''s user id, or a business error naming the action.';

-- The product's days are Indian days, whatever the server's time zone.
create function private.india_today() returns date
language sql stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

create function private.field_text(_doc jsonb, _key text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(btrim(_doc ->> _key), '')
$$;

create function private.field_numeric(_doc jsonb, _key text, _label text) returns numeric
language plpgsql immutable
set search_path = ''
as $$
declare
  _value text := private.field_text(_doc, _key);
begin
  return _value::numeric;
exception when invalid_text_representation then
  raise exception '% must be a number', _label using errcode = 'P0001';
end
$$;

create function private.field_integer(_doc jsonb, _key text, _label text) returns integer
language plpgsql immutable
set search_path = ''
as $$
declare
  _value numeric := private.field_numeric(_doc, _key, _label);
begin
  if _value is not null and _value <> trunc(_value) then
    raise exception '% must be a whole number', _label using errcode = 'P0001';
  end if;
  return _value::integer;
exception when numeric_value_out_of_range then
  raise exception '% is out of range', _label using errcode = 'P0001';
end
$$;

create function private.field_date(_doc jsonb, _key text, _label text) returns date
language plpgsql stable
set search_path = ''
as $$
declare
  _value text := private.field_text(_doc, _key);
begin
  return _value::date;
exception when invalid_datetime_format or datetime_field_overflow then
  raise exception '% must be a date', _label using errcode = 'P0001';
end
$$;

create function private.field_text_array(_doc jsonb, _key text, _label text) returns text[]
language plpgsql immutable
set search_path = ''
as $$
begin
  if _doc -> _key is null or jsonb_typeof(_doc -> _key) = 'null' then
    return null;
  end if;
  if jsonb_typeof(_doc -> _key) <> 'array' then
    raise exception '% must be a list', _label using errcode = 'P0001';
  end if;
  return array(select jsonb_array_elements_text(_doc -> _key));
end
$$;

-- Enum values are checked by name so a typo gives a message rather than a cast error.
create function private.require_one_of(_value text, _allowed anyarray, _label text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  if _value is not null and not (_value = any (_allowed::text[])) then
    raise exception 'Invalid %: %', _label, _value using errcode = 'P0001';
  end if;
  return _value;
end
$$;

create function private.audit(_admin_user_id uuid, _action text, _target_table text, _target_id text, _details jsonb)
returns void
language sql volatile
set search_path = ''
as $$
  insert into public.admin_audit_log (admin_user_id, action, target_table, target_id, details)
  values (_admin_user_id, _action, _target_table, _target_id, coalesce(_details, '{}'::jsonb))
$$;

revoke all on all functions in schema private from public, anon, authenticated;
