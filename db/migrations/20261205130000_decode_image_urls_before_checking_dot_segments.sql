-- Purpose: a photo URL's "no .. or . segment" rule read the URL as written, so percent-encoded dots
-- (%2e%2e, %2E%2E, .%2e, %2e.) passed it, although browsers and servers resolve them as dot segments
-- and the photo then came from outside the property-images bucket. The rule now decodes the URL
-- once (as a browser or the storage server does) and checks the decoded text, taking an encoded
-- slash or backslash (%2f, %5c) as a separator too. A URL whose escapes do not decode to UTF-8 text
-- is refused. Everything else about private.is_own_image_url is unchanged.
-- Tables touched: none (functions behind the photo triggers of public.profiles, public.properties
-- and public.property_images). Destructive: no.

create function private.percent_decoded(_text text) returns text
language plpgsql immutable strict
set search_path = ''
as $$
begin
  return convert_from(
    (select coalesce(string_agg(
              case when part[1] is not null then decode(substr(part[1], 2), 'hex') else convert_to(part[2], 'UTF8') end,
              ''::bytea order by n), ''::bytea)
       from regexp_matches(_text, '(%[0-9A-Fa-f]{2})|([^%]+|%)', 'g') with ordinality as p(part, n)),
    'UTF8');
exception when character_not_in_repertoire then
  -- Escapes that are not UTF-8 (%ff) or a NUL (%00): no text to check.
  return null;
end
$$;
comment on function private.percent_decoded(text) is
  'The text with each %XX escape decoded once, as UTF-8; null when the escapes are not UTF-8 text.';
revoke execute on function private.percent_decoded(text) from public;

-- security definer: it reads private.storage_origins, which the photos' owners cannot.
create or replace function private.is_own_image_url(_url text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    _url ~ '^/images/placeholders/[A-Za-z0-9][A-Za-z0-9._-]*$'
      or (
        _url ~ '^https?://[^/?#@\s]+/storage/v1/object/public/property-images/[A-Za-z0-9._~%/-]+$'
        and private.percent_decoded(_url) !~ '[/\\]\.\.?([/\\]|$)'
        and exists (
          select 1 from private.storage_origins o
           where starts_with(_url, o.origin || '/storage/v1/object/public/property-images/')
        )
      ),
    false
  )
$$;
revoke execute on function private.is_own_image_url(text) from public;
