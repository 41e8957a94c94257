-- Purpose: transparency (issue 10): an affiliate reads the shadow power changes about their own
-- account; the trail stays append-only and admins keep reading all of it.
-- Tables touched: public.shadow_power_audit (policy). Destructive: no.

-- affiliate_id is already indexed (shadow_power_audit_affiliate_id_idx).
create policy shadow_power_audit_select_own on public.shadow_power_audit for select to authenticated
  using (affiliate_id in (select a.affiliate_id from public.affiliate_profiles a where a.user_id = (select auth.uid())));
