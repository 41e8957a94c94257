-- Purpose: signed_in_person also answers how many of the person's conversations wait unread
-- (unread_conversation_count), which every portal page shows beside Messages: the site asked it in
-- a second call on every portal page.
-- Tables touched: none (reads auth.users, auth.sessions, public.user_roles, public.profiles,
-- public.conversations).
-- Destructive: no (the answer gains a key; the function keeps its name, arguments and grants).

-- security definer, as before: it answers only about the caller (auth.uid() and the token's own
-- session). The count runs the caller's own function, whose filter names only the caller's rows.
create or replace function public.signed_in_person()
returns jsonb
language sql stable security definer
set search_path = ''
set plan_cache_mode = auto
as $$
  select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'roles', coalesce((
      select jsonb_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id
    ), '[]'::jsonb),
    'preferred_language', pr.preferred_language,
    'full_name', pr.full_name,
    'unread_conversations', public.unread_conversation_count()
  )
  from auth.users u
  left join public.profiles pr on pr.user_id = u.id
  where u.id = auth.uid()
    and u.deleted_at is null
    and exists (
      select 1 from auth.sessions s
      where s.user_id = u.id
        and s.id = case when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then (auth.jwt() ->> 'session_id')::uuid end
    )
$$;
comment on function public.signed_in_person() is
  'The caller while their token''s session exists: {id, email, user_metadata, roles, preferred_language, full_name, unread_conversations}; null for anyone else.';
