-- Purpose: the one-click unsubscribe of alert emails (RFC 8058), which works without signing in:
-- the link's secret token names one saved search. saved_search_by_unsubscribe_token shows what the
-- link would stop (the confirm page); unsubscribe_saved_search switches that search's alerts off.
-- Tables touched: public.saved_searches (update alerts). Destructive: no.

create function public.saved_search_by_unsubscribe_token(_token uuid)
returns table (name text, alerts text)
language sql stable security definer
set search_path = ''
as $$
  select s.name, s.alerts from public.saved_searches s where s.unsubscribe_token = _token
$$;
comment on function public.saved_search_by_unsubscribe_token(uuid) is
  'Anyone with an alert''s unsubscribe link: the name of its saved search and its alerts; nothing for an unknown token.';
revoke execute on function public.saved_search_by_unsubscribe_token(uuid) from public;
grant execute on function public.saved_search_by_unsubscribe_token(uuid) to anon, authenticated;

-- security definer: the person following the link may not be signed in; the token is the right.
create function public.unsubscribe_saved_search(_token uuid)
returns table (name text, alerts text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if _token is null then
    raise exception 'This unsubscribe link is not valid' using errcode = 'P0001';
  end if;
  return query
    update public.saved_searches s set alerts = 'off' where s.unsubscribe_token = _token
    returning s.name, s.alerts;
  if not found then
    raise exception 'This unsubscribe link is not valid' using errcode = 'P0001';
  end if;
end
$$;
comment on function public.unsubscribe_saved_search(uuid) is
  'Anyone with an alert''s unsubscribe link: switches that saved search''s alerts off (one click, no sign-in; repeating it changes nothing).';
revoke execute on function public.unsubscribe_saved_search(uuid) from public;
grant execute on function public.unsubscribe_saved_search(uuid) to anon, authenticated;
