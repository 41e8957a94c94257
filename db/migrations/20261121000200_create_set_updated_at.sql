-- Purpose: the shared trigger that keeps updated_at current on every table whose rows change.
-- Tables touched: public.cities (trigger added). Destructive: no.

create or replace function public.set_updated_at() returns trigger
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';
revoke execute on function public.set_updated_at() from public, anon, authenticated;

create trigger cities_set_updated_at before update on public.cities
  for each row execute function public.set_updated_at();
