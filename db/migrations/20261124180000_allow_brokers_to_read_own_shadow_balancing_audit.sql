-- Purpose: a broker reads the shadow balancing audit entries about themselves (broker portal
-- overview): who changed their Fast Track Advantage, when, why and for which period.
-- Tables touched: public.shadow_balancing_audit (policy only). Destructive: no.

create policy shadow_balancing_audit_select_own on public.shadow_balancing_audit for select to authenticated
  using (broker_id in (select b.id from public.brokers b where b.user_id = (select auth.uid())));
