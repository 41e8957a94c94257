-- Local-only: sign-in budgets kept in the database, so every gateway process on one database
-- shares them: per-address budgets (auth.rate_limits, rate-limiter-flexible's RateLimiterPostgres
-- layout) and per-account failed sign-ins with a doubling delay (auth.sign_in_failures).
-- Tables touched: auth.rate_limits, auth.sign_in_failures (new). Destructive: no.

create table auth.rate_limits (
  key text primary key,
  points integer not null default 0,
  expire bigint
);
comment on table auth.rate_limits is
  'Per-address request budgets of the auth endpoints (rate-limiter-flexible: key, points spent, expiry in ms).';

create table auth.sign_in_failures (
  key text primary key,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now(),
  locked_until timestamptz
);
comment on table auth.sign_in_failures is
  'Failed password sign-ins per account (by email, known or not), and until when the account is refused.';

revoke all on auth.rate_limits, auth.sign_in_failures from public, anon, authenticated, service_role;

-- Counts an attempt as a failure before the password is checked (a success then clears the row),
-- under a row lock, so parallel guesses from many addresses cannot slip past the limit together.
-- Returns the seconds to wait when the account is locked, else 0 and the attempt may go on.
create or replace function auth.begin_sign_in_attempt(
  _key text, _free integer, _base_seconds integer, _max_seconds integer, _forget_seconds integer
) returns double precision
language plpgsql
set search_path = ''
as $$
declare
  _row auth.sign_in_failures;
  _failures integer;
begin
  insert into auth.sign_in_failures (key, failures) values (_key, 0) on conflict (key) do nothing;
  select * into _row from auth.sign_in_failures f where f.key = _key for update;
  if _row.locked_until > now() then
    return greatest(extract(epoch from _row.locked_until - now()), 1);
  end if;
  _failures := case
    when _row.last_failed_at < now() - make_interval(secs => _forget_seconds) then 1
    else _row.failures + 1
  end;
  update auth.sign_in_failures f
     set failures = _failures,
         last_failed_at = now(),
         locked_until = case when _failures >= _free then
           now() + make_interval(secs => least(_max_seconds::double precision,
                                               _base_seconds * power(2, least(_failures - _free, 30))))
         end
   where f.key = _key;
  -- Rows of accounts nobody tries any more go away now and then.
  if random() < 0.01 then
    delete from auth.sign_in_failures f
     where f.last_failed_at < now() - make_interval(secs => _forget_seconds)
       and coalesce(f.locked_until, '-infinity') < now();
  end if;
  return 0;
end
$$;
comment on function auth.begin_sign_in_attempt(text, integer, integer, integer, integer) is
  'Reserves a password sign-in attempt for an account: seconds to wait while locked, else 0.';
revoke execute on function auth.begin_sign_in_attempt(text, integer, integer, integer, integer)
  from public, anon, authenticated, service_role;
