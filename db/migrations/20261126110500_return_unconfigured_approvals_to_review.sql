-- Purpose: applications approved by the removed approve_managed_application have no managed
-- property, so they left Pending Approval and could never be configured or tracked. They go back
-- to under review, without the rental value that approval locked (rent x commission %), so an
-- admin approves them once more through Approve & Configure. Applications recorded directly as
-- approved by Add RVL (audited as admin_add_rvl) are not touched.
-- Tables touched: public.managed_rental_applications (update). Destructive: clears
-- rental_value_locked, reviewed_at and reviewed_by_admin_id of those applications; their audit
-- rows keep what the approval did.

update public.managed_rental_applications a
   set status = 'under_review', rental_value_locked = null, reviewed_at = null, reviewed_by_admin_id = null
 where a.status = 'approved'
   and not exists (select 1 from public.managed_properties p where p.application_id = a.id)
   and not exists (select 1 from public.managed_property_details d where d.application_id = a.id)
   and exists (select 1 from public.admin_audit_log l
                where l.action = 'approve_managed_application' and l.target_id = a.id::text)
   and not exists (select 1 from public.admin_audit_log l
                    where l.action = 'admin_add_rvl' and l.target_id = a.id::text);
