-- Purpose: the trigger that makes audit tables append-only for every role, owners included
-- (grants alone do not bind the table owner or a security-definer function).
-- Tables touched: none (function only). Destructive: no.

create or replace function public.reject_audit_change() returns trigger
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  raise exception 'Audit entries are append-only: % on % is not allowed', tg_op, tg_table_name
    using errcode = 'P0001';
end;
$$;
comment on function public.reject_audit_change() is 'Trigger: refuses update and delete on audit tables.';
revoke execute on function public.reject_audit_change() from public, anon, authenticated;
