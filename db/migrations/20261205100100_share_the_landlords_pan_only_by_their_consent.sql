-- Purpose: the landlord's PAN is theirs alone to share. An admin could give themselves the
-- property_manager role, appoint themselves manager of any landlord and read the PAN on receipts,
-- with only the role change audited. Now:
--   * an appointment records who made it (created_by, the caller; not writable through the API)
--     and whether the landlord shares their PAN with that manager (pan_shared_at, null until the
--     landlord shares it with share_pan_with_manager, from their documents page);
--   * rent_receipt_pan gives a manager the PAN only through an appointment whose landlord shares it,
--     so an appointment an admin made gives no PAN until the landlord agrees;
--   * every appointment made or removed, and every change of sharing, writes an admin_audit_log row
--     naming who did it (a trigger, so no path skips it).
-- Tables touched: public.property_manager_landlords (two columns, INSERT narrowed to the columns a
-- person sets, a trigger), public.admin_audit_log (insert). Destructive: no; existing appointments
-- keep their portfolio access and share no PAN until their landlord shares it.

alter table public.property_manager_landlords
  add column created_by uuid default auth.uid() references auth.users (id) on delete set null,
  add column pan_shared_at timestamptz;
comment on column public.property_manager_landlords.created_by is 'Who made the appointment (null for imports).';
comment on column public.property_manager_landlords.pan_shared_at is
  'When the landlord shared their PAN with this manager (rent receipts); null while they do not.';

-- An admin names the manager and the landlord; who made the appointment and the landlord's consent
-- are not theirs to write.
revoke insert on public.property_manager_landlords from authenticated;
grant insert (manager_id, landlord_id, appointed_by_admin_id) on public.property_manager_landlords to authenticated;

-- security definer: admin_audit_log has no INSERT grant for API roles; every appointment made or
-- removed, and every change of the landlord's sharing, is recorded with who did it.
create function public.audit_property_manager_appointment() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _row public.property_manager_landlords := case when tg_op = 'DELETE' then old else new end;
begin
  perform private.audit(auth.uid(),
    case tg_op
      when 'INSERT' then 'appoint_property_manager'
      when 'DELETE' then 'remove_property_manager'
      when 'UPDATE' then case when new.pan_shared_at is null then 'stop_sharing_pan_with_manager' else 'share_pan_with_manager' end
    end,
    'property_manager_landlords', _row.id::text,
    jsonb_build_object('manager_id', _row.manager_id, 'landlord_id', _row.landlord_id,
                       'created_by', _row.created_by, 'pan_shared', _row.pan_shared_at is not null));
  return null;
end
$$;
comment on function public.audit_property_manager_appointment() is
  'Trigger: audits every appointment of a property manager made or removed, and every change of the landlord''s PAN sharing.';
revoke execute on function public.audit_property_manager_appointment() from public, anon, authenticated;

create trigger property_manager_landlords_audit after insert or delete on public.property_manager_landlords
  for each row execute function public.audit_property_manager_appointment();
create trigger property_manager_landlords_audit_sharing after update of pan_shared_at on public.property_manager_landlords
  for each row when (old.pan_shared_at is distinct from new.pan_shared_at)
  execute function public.audit_property_manager_appointment();

-- security definer: appointments have no UPDATE grant; only the landlord of an appointment changes
-- its sharing, which this function checks itself.
create function public.share_pan_with_manager(_manager_id uuid, _share boolean)
returns public.property_manager_landlords
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _landlord uuid := private.require_user();
  _row public.property_manager_landlords;
begin
  if _manager_id is null or _share is null then
    raise exception 'Choose a property manager and whether to share your PAN' using errcode = 'P0001';
  end if;
  update public.property_manager_landlords
     set pan_shared_at = case when _share then coalesce(pan_shared_at, now()) end
   where landlord_id = _landlord and manager_id = _manager_id
  returning * into _row;
  if not found then
    raise exception 'This property manager does not look after your properties' using errcode = 'P0001';
  end if;
  return _row;
end
$$;
comment on function public.share_pan_with_manager(uuid, boolean) is
  'Landlord: share (or stop sharing) their PAN with one of their property managers; audited.';
revoke execute on function public.share_pan_with_manager(uuid, boolean) from public, anon;
grant execute on function public.share_pan_with_manager(uuid, boolean) to authenticated;

-- security definer: the PAN is readable by its landlord only; this gives it, for one lease, to its
-- tenant, its landlord, and the landlord's property managers the landlord shares it with; for
-- anyone else, and when no PAN is on file, it returns null.
create or replace function public.rent_receipt_pan(_lease_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select t.pan
    from public.leases l
    join public.properties p on p.id = l.property_id
    join public.landlord_tax_details t on t.user_id = p.listed_by
   where l.id = _lease_id
     and auth.uid() is not null
     and (l.tenant_id = auth.uid()
          or p.listed_by = auth.uid()
          or exists (select 1 from public.property_manager_landlords m
                      where m.landlord_id = p.listed_by and m.manager_id = auth.uid() and m.pan_shared_at is not null))
$$;
comment on function public.rent_receipt_pan(uuid) is
  'The landlord''s PAN for the receipts of one lease, to its tenant, landlord and the managers the landlord shares it with; else null.';
