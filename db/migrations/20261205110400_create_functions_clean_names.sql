-- Purpose: one rule for a name, a title or a search name, shared by every check that keeps one
-- (20261205110500) and by core's schemas (core/src/validation/names.ts): no whitespace of any kind
-- at either end and no control character or line break anywhere. The checks trimmed spaces only,
-- so a name could start with a tab or hold a line break. private.field_text, which every business
-- function reads its form fields with, now trims every whitespace too.
-- Tables touched: none (functions; private.field_text replaced with the same signature).
-- Destructive: no.

/** Every whitespace character JavaScript's String.prototype.trim removes, from both ends. */
create function public.trim_whitespace(_value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select btrim(_value, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
$$;
comment on function public.trim_whitespace(text) is
  'The text without whitespace at either end, the characters JavaScript''s trim removes: E''\t Ravi \n'' → ''Ravi''.';

/**
 * Whether a name, title or search name is kept as people read it: not empty, trimmed of every
 * whitespace, without control characters (C0, DEL, C1) or line and paragraph separators. Null for
 * null, so a check on a column that may be empty passes it.
 */
create function public.is_clean_name(_value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select _value <> '' and _value = public.trim_whitespace(_value) and _value !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
$$;
comment on function public.is_clean_name(text) is
  'A name, title or search name: non-empty, no whitespace at either end, no control character or line break (core/src/validation/names.ts).';

/** A name from outside (sign-up metadata) as it may be kept: trimmed, at most `_max` characters, else null. */
create function private.name_or_null(_value text, _max integer) returns text
language sql immutable
set search_path = ''
as $$
  select case when public.is_clean_name(v) then v end
    from (select public.trim_whitespace(left(public.trim_whitespace(_value), _max)) as v) as t
$$;
revoke execute on function private.name_or_null(text, integer) from public;

create or replace function private.field_text(_doc jsonb, _key text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(public.trim_whitespace(_doc ->> _key), '')
$$;
