import type { Fixture, Person } from './fixture.ts';

/**
 * Who may do what, table by table. Each case names a fixture row (target) and four columns in the
 * order s(elect) i(nsert) u(pdate) d(elete); a letter means allowed, '-' means denied.
 * select/update/delete act on the target row; insert adds a row "of one's own" built by insert().
 */

export type Who = 'anon' | Person;
export type Perms = `${'s' | '-'}${'i' | '-'}${'u' | '-'}${'d' | '-'}`;

export interface MatrixCase {
  table: string;
  label: string;
  /** SQL condition selecting the target row. */
  target: (f: Fixture) => string;
  /** The row an actor (me = their user id) tries to insert; before runs as owner first. */
  insert: (me: string, f: Fixture) => { row: Record<string, unknown>; before?: string };
  /** A set clause that changes nothing but needs the update right. */
  update: string;
  /** Runs (as owner, rolled back) before the delete: business rules that refuse it, cleared. */
  beforeDelete?: (f: Fixture) => string;
  expect: Record<Who, Perms>;
}

const id = (value: string | undefined) => `id = '${value}'`;

// A listing with an open application or a current lease cannot be deleted (a business rule, not
// row-level security): the delete column asks the policy with those closed.
const closeDeals = (property: string | undefined) =>
  `update public.property_applications set status = 'withdrawn' where property_id = '${property}';
   update public.leases set end_date = start_date where property_id = '${property}'`;

/** Every authenticated person gets `others`, except those listed in `special`. */
function grid(anon: Perms, others: Perms, special: Partial<Record<Person, Perms>> = {}): Record<Who, Perms> {
  return {
    anon,
    user: special.user ?? others,
    tenant: special.tenant ?? others,
    landlord: special.landlord ?? others,
    broker: special.broker ?? others,
    affiliate: special.affiliate ?? others,
    property_manager: special.property_manager ?? others,
    admin: special.admin ?? others,
  };
}

export const MATRIX: MatrixCase[] = [
  { table: 'public.cities', label: 'a city', target: () => `id = 'bengaluru'`, update: 'name = name',
    insert: () => ({ row: { id: 'mysuru', name: 'Mysuru', state: 'Karnataka' } }),
    expect: grid('s---', 's---') },
  // An open report of the listed property by the tenant; resolved only by resolve_listing_reports.
  { table: 'public.listing_reports', label: "the tenant's report", target: (f) => id(f.ids.report), update: 'details = details',
    insert: (me, f) => ({ row: { property_id: f.ids.listed2, reporter_id: me, reason: 'duplicate' } }),
    expect: grid('----', '-i--', { tenant: 'si--', landlord: '----', admin: 'si--' }) },
  { table: 'public.localities', label: 'a locality', target: (f) => id(f.ids.locality), update: 'name = name',
    insert: () => ({ row: { city_id: 'bengaluru', name: 'Koramangala' } }),
    expect: grid('s---', 's---') },
  { table: 'public.profiles', label: "the tenant's profile", target: (f) => `user_id = '${f.people.tenant.id}'`, update: 'full_name = full_name',
    insert: (me) => ({ row: { user_id: me, full_name: 'Again' }, before: `delete from public.profiles where user_id = '${me}'` }),
    expect: grid('----', '-i--', { tenant: 'siu-', admin: 'siu-' }) },
  { table: 'public.user_roles', label: "the tenant's role", target: (f) => `user_id = '${f.people.tenant.id}'`, update: 'role = role',
    insert: (me) => ({ row: { user_id: me, role: 'admin' } }),
    expect: grid('----', '----', { tenant: 's---', admin: 's---' }) },
  { table: 'public.brokers', label: "the broker's row", target: (f) => id(f.ids.broker), update: 'name = name',
    insert: (me) => ({ row: { user_id: me, name: 'Self-made broker', activated: true } }),
    expect: grid('----', '----', { broker: 's-u-', admin: 's-u-' }) },
  { table: 'public.shadow_balancing_audit', label: 'an audit entry', target: (f) => id(f.ids.shadowAudit), update: 'reason = reason',
    insert: (me, f) => ({ row: { broker_id: f.ids.broker, admin_user_id: me, action: 'enabled' } }),
    expect: grid('----', '----', { broker: 's---', admin: 's---' }) },
  { table: 'public.broker_volumes', label: "the broker's volume", target: (f) => id(f.ids.volume), update: 'qualified_rvl = qualified_rvl',
    insert: (_me, f) => ({ row: { broker_id: f.ids.broker, month: '2026-11-01', current_rank: 'chairman' } }),
    expect: grid('----', '----', { broker: 's---', admin: 's---' }) },
  { table: 'public.properties', label: 'a listed property', target: (f) => id(f.ids.listed), update: 'title = title',
    beforeDelete: (f) => closeDeals(f.ids.listed),
    insert: (me) => ({ row: { title: 'Mine', listed_by: me, city: 'Bengaluru', rent: 20000, bedrooms: 1 } }),
    expect: grid('s---', 'si--', { landlord: 'siud', admin: 'siud' }) },
  { table: 'public.properties', label: 'an unlisted property', target: (f) => id(f.ids.unlisted), update: 'title = title',
    beforeDelete: (f) => closeDeals(f.ids.unlisted),
    insert: (me) => ({ row: { title: 'Mine', listed_by: me, city: 'Bengaluru', rent: 20000, bedrooms: 1 } }),
    expect: grid('----', '-i--', { tenant: 'si--', landlord: 'siud', property_manager: 'si--', admin: 'siud' }) },
  // Its rejection reason travels with the row: the owner and their property manager read it, nobody else sees the row.
  { table: 'public.properties', label: 'a rejected property', target: (f) => id(f.ids.rejected), update: 'title = title',
    insert: (me) => ({ row: { title: 'Mine', listed_by: me, city: 'Bengaluru', rent: 20000, bedrooms: 1 } }),
    expect: grid('----', '-i--', { landlord: 'siud', property_manager: 'si--', admin: 'siud' }) },
  { table: 'public.property_images', label: 'an image of a listed property', target: (f) => id(f.ids.listedImage), update: 'url = url',
    insert: (_me, f) => ({ row: { property_id: f.ids.listed, url: '/images/placeholders/kitchen.svg' } }),
    expect: grid('s---', 's---', { landlord: 'siud', admin: 'siud' }) },
  { table: 'public.property_images', label: 'an image of an unlisted property', target: (f) => id(f.ids.unlistedImage), update: 'url = url',
    insert: (_me, f) => ({ row: { property_id: f.ids.unlisted, url: '/images/placeholders/kitchen.svg' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 'siud', property_manager: 's---', admin: 'siud' }) },
  { table: 'public.property_visits', label: "the tenant's visit", target: (f) => id(f.ids.visit), update: 'notes = notes',
    insert: (me, f) => ({ row: { property_id: f.ids.listed2, user_id: me } }),
    expect: grid('----', '-i--', { tenant: 'siud', landlord: 'siu-', property_manager: 'si--', admin: 'siud' }) },
  { table: 'public.property_applications', label: "the tenant's application", target: (f) => id(f.ids.application), update: 'notes = notes',
    insert: (me, f) => ({ row: { property_id: f.ids.listed2, user_id: me } }),
    expect: grid('----', '-i--', { tenant: 'siud', landlord: 'siu-', property_manager: 'si--', admin: 'siud' }) },
  { table: 'public.shortlisted_properties', label: "the tenant's shortlist entry",
    target: (f) => `user_id = '${f.people.tenant.id}'`, update: 'created_at = created_at',
    insert: (me, f) => ({ row: { user_id: me, property_id: f.ids.listed2 } }),
    expect: grid('----', '-i--', { tenant: 'si-d', admin: 'si--' }) },
  { table: 'public.recently_viewed_properties', label: "the tenant's recently viewed entry",
    target: (f) => `user_id = '${f.people.tenant.id}'`, update: 'viewed_at = viewed_at',
    insert: (me, f) => ({ row: { user_id: me, property_id: f.ids.listed2 } }),
    expect: grid('----', '-i--', { tenant: 'siud', admin: 'si--' }) },
  { table: 'public.recent_searches', label: "the tenant's recent search", target: (f) => id(f.ids.search), update: 'label = label',
    insert: (me) => ({ row: { user_id: me, label: '3 BHK', filters: { bedrooms: 3 } } }),
    expect: grid('----', '-i--', { tenant: 'siud', admin: 'si--' }) },
  // No admin reads people's saved searches: they are the person's own.
  { table: 'public.saved_searches', label: "the tenant's saved search", target: (f) => id(f.ids.savedSearch), update: 'name = name',
    insert: (me) => ({ row: { user_id: me, name: 'Matrix search', filters: { city: 'Pune' } } }),
    expect: grid('----', '-i--', { tenant: 'siud' }) },
  // Written only by the alert worker.
  { table: 'public.saved_search_matches', label: "a match of the tenant's saved search", target: (f) => `saved_search_id = '${f.ids.savedSearch}'`,
    update: 'status = status', insert: (me, f) => ({ row: { saved_search_id: f.ids.savedSearch, property_id: f.ids.listed2, user_id: me } }),
    expect: grid('----', '----', { tenant: 's---' }) },
  { table: 'public.affiliate_profiles', label: "the affiliate's profile", target: () => `affiliate_id = 'AFF10001'`, update: 'full_name = full_name',
    insert: (me) => ({ row: { user_id: me, affiliate_id: 'AFF99999', full_name: 'Self', status: 'active' } }),
    expect: grid('----', '----', { affiliate: 's-u-', admin: 's-u-' }) },
  { table: 'public.affiliate_registrations', label: "the affiliate's registration", target: (f) => id(f.ids.registration), update: 'sponsor_id = sponsor_id',
    insert: (me) => ({ row: { user_id: me, affiliate_id: 'AFF10001' } }),
    expect: grid('----', '----', { affiliate: 's---', admin: 's---' }) },
  { table: 'public.affiliate_metrics', label: "the affiliate's metrics", target: (f) => id(f.ids.metric), update: 'qualified_rvl = qualified_rvl',
    insert: () => ({ row: { affiliate_id: 'AFF10001', month: '2026-11-01' } }),
    expect: grid('----', '----', { affiliate: 's---', admin: 's---' }) },
  { table: 'public.affiliate_shadow_power', label: "the affiliate's shadow power", target: (f) => id(f.ids.shadowPower), update: 'shadow_power_amount = shadow_power_amount',
    insert: () => ({ row: { affiliate_id: 'AFF10001', shadow_power_amount: 1, is_active: true } }),
    expect: grid('----', '----', { affiliate: 's---', admin: 's---' }) },
  { table: 'public.shadow_power_audit', label: 'a shadow power audit entry', target: (f) => id(f.ids.powerAudit), update: 'notes = notes',
    insert: (me) => ({ row: { affiliate_id: 'AFF10001', admin_user_id: me, new_amount: 5 } }),
    expect: grid('----', '----', { affiliate: 's---', admin: 's---' }) },
  { table: 'public.affiliate_virtual_properties', label: "the affiliate's virtual properties", target: (f) => id(f.ids.virtual), update: 'property_count = property_count',
    insert: () => ({ row: { affiliate_id: 'AFF10001', shadow_amount: 5 } }),
    expect: grid('----', '----', { affiliate: 's---', admin: 's---' }) },
  { table: 'public.managed_rental_applications', label: "the landlord's application via the broker", target: (f) => id(f.ids.managedApplication), update: 'description = description',
    insert: (me) => ({ row: { landlord_id: me, property_location: 'Pune', property_type: 'Villa', monthly_rent: 50000, status: 'approved' } }),
    expect: grid('----', '----', { landlord: 's-u-', broker: 's---', property_manager: 's---', admin: 's-u-' }) },
  { table: 'public.managed_properties', label: "the landlord's managed property", target: (f) => id(f.ids.managedProperty), update: 'status = status',
    insert: (me, f) => ({ row: { application_id: f.ids.managedApplication, owner_id: me } }),
    expect: grid('----', '----', { landlord: 's---', property_manager: 's---', admin: 's-u-' }) },
  { table: 'public.managed_property_details', label: 'the configured property', target: (f) => id(f.ids.details), update: 'property_name = property_name',
    insert: (_me, f) => ({ row: { application_id: f.ids.managedApplication, rvl_amount: 1 } }),
    expect: grid('----', '----', { landlord: 's---', broker: 's---', property_manager: 's---', admin: 's-u-' }) },
  { table: 'public.managed_property_rvl_payments', label: 'an RVL payment', target: (f) => id(f.ids.rvlPayment), update: 'payment_status = payment_status',
    insert: (_me, f) => ({ row: { managed_property_id: f.ids.details, payment_month: '2026-11-01', rvl_amount: 1, payment_status: 'paid' } }),
    expect: grid('----', '----', { landlord: 's---', broker: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.managed_rental_commissions', label: "the broker's commission", target: (f) => id(f.ids.commission), update: 'status = status',
    insert: (me) => ({ row: { beneficiary_user_id: me, amount: 1000000, month_year: '2026-11-01', commission_type: 'personal', level: 1, percentage: 35 } }),
    expect: grid('----', '----', { broker: 's---', admin: 's---' }) },
  { table: 'public.commission_runs', label: 'a commission run', target: (f) => id(f.ids.run), update: 'status = status',
    insert: () => ({ row: { month: '2026-11-01' } }),
    expect: grid('----', '----', { admin: 's---' }) },
  { table: 'public.payments', label: "the broker's registration payment", target: (f) => id(f.ids.payment), update: 'status = status',
    insert: (me) => ({ row: { amount: 1, user_id: me, status: 'succeeded' } }),
    expect: grid('----', '----', { broker: 's---', admin: 's---' }) },
  { table: 'public.maintenance_requests', label: "the tenant's open request", target: (f) => id(f.ids.maintenance), update: 'title = title',
    insert: (me, f) => ({ row: { property_id: f.ids.listed, raised_by: me, title: 'Fan broken' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.maintenance_request_events', label: "the tenant's request raised", target: (f) => id(f.ids.maintenanceEvent), update: 'note = note',
    insert: (me, f) => ({ row: { request_id: f.ids.maintenance, actor_id: me, action: 'closed', status: 'closed' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.property_manager_landlords', label: "the manager's appointment for the landlord", target: (f) => id(f.ids.appointment), update: 'created_at = created_at',
    insert: (me, f) => ({ row: { manager_id: f.people.property_manager.id, landlord_id: me } }),
    expect: grid('----', '----', { landlord: 's---', property_manager: 's---', admin: 'si-d' }) },
  { table: 'public.leases', label: "the tenant's lease", target: (f) => id(f.ids.lease), update: 'terms = terms',
    insert: (me, f) => ({ row: { property_id: f.ids.listed2, tenant_id: me, start_date: '2026-01-01', monthly_rent: 1 } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.rent_payments', label: "the tenant's rent for a month", target: (f) => id(f.ids.rent), update: 'status = status',
    insert: (_me, f) => ({ row: { lease_id: f.ids.lease, month: '2026-11-01', amount: 1, due_date: '2026-11-05', status: 'paid', paid_on: '2026-11-01' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.rental_agreements', label: "the agreement drafted from the tenant's lease", target: (f) => id(f.ids.agreement), update: 'version = version',
    insert: (_me, f) => ({ row: { lease_id: f.ids.lease, start_date: '2026-01-01', end_date: '2026-11-30', licence_fee: 1, deposit: 0, lock_in_months: 0, notice_days: 0, maintenance_paid_by: 'licensee', permitted_use: 'residential', state: 'Karnataka' }, before: `delete from public.rental_agreements where lease_id = '${f.ids.lease}'` }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.rental_agreement_events', label: "the draft entry of the tenant's agreement", target: (f) => id(f.ids.agreementEvent), update: 'action = action',
    insert: (me, f) => ({ row: { agreement_id: f.ids.agreement, actor_id: me, action: 'confirmed_by_tenant', version: 1, terms: '{}' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.landlord_tax_details', label: "the landlord's PAN", target: (f) => `user_id = '${f.people.landlord.id}'`, update: 'pan = pan',
    insert: (me) => ({ row: { user_id: me, pan: 'ABCDE1234F' }, before: `delete from public.landlord_tax_details where user_id = '${me}'` }),
    expect: grid('----', '-i--', { landlord: 'siud' }) },
  { table: 'public.rent_payment_events', label: "the tenant's report of a month's rent", target: (f) => id(f.ids.rentEvent), update: 'action = action',
    insert: (me, f) => ({ row: { rent_payment_id: f.ids.rent, actor_id: me, action: 'confirmed' } }),
    expect: grid('----', '----', { tenant: 's---', landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.landlord_payment_details', label: "the landlord's UPI ID", target: (f) => `user_id = '${f.people.landlord.id}'`, update: 'upi_id = upi_id',
    insert: (me) => ({ row: { user_id: me, upi_id: 'someone@okaxis' }, before: `delete from public.landlord_payment_details where user_id = '${me}'` }),
    expect: grid('----', '-i--', { landlord: 'siud' }) },
  // Only the two parties read a conversation (an admin only once it is reported); a person starts
  // one about a listing someone else answers for, and writes messages only into their own.
  { table: 'public.conversations', label: "the tenant's conversation with the landlord", target: (f) => id(f.ids.conversation), update: 'status = status',
    insert: (_me, f) => ({ row: { property_id: f.ids.listed2 } }),
    expect: grid('----', '-i--', { tenant: 'si--', landlord: 's---' }) },
  { table: 'public.messages', label: "the tenant's message to the landlord", target: (f) => id(f.ids.message), update: 'body = body',
    insert: (_me, f) => ({ row: { conversation_id: f.ids.conversation, body: 'Can I visit on Sunday?' } }),
    expect: grid('----', '----', { tenant: 'si--', landlord: 'si--' }) },
  // The person invited reads it through my_tenancy_invitations(), not the table.
  { table: 'public.tenancy_invitations', label: "the landlord's invitation of a tenant", target: (f) => id(f.ids.invitation), update: 'monthly_rent = monthly_rent',
    insert: (me, f) => ({ row: { property_id: f.ids.listed, landlord_id: me, email: 'someone@matrix.test', monthly_rent: 500, start_date: '2027-01-01', end_date: '2027-02-01' } }),
    expect: grid('----', '----', { landlord: 's---', property_manager: 's---', admin: 's---' }) },
  { table: 'public.admin_audit_log', label: 'an admin audit entry', target: (f) => id(f.ids.auditLog), update: 'action = action',
    insert: (me) => ({ row: { admin_user_id: me, action: 'forged' } }),
    expect: grid('----', '----', { admin: 's---' }) },
  { table: 'public.contact_enquiries', label: "the tenant's own contact enquiry", target: (f) => id(f.ids.enquiry), update: 'message = message',
    insert: (me) => ({ row: { name: 'Self', email: 'self@matrix.test', topic: 'general', message: 'Written past the function', user_id: me } }),
    expect: grid('----', '----', { admin: 's---' }) },
  { table: 'storage.buckets', label: 'the property-images bucket', target: () => `id = 'property-images'`, update: 'public = public',
    insert: () => ({ row: { id: 'mine', name: 'mine' } }),
    expect: grid('s---', 's---') },
  { table: 'storage.objects', label: "the landlord's photo", target: (f) => id(f.ids.object), update: 'metadata = metadata',
    insert: (me) => ({ row: { bucket_id: 'property-images', name: `avatars/${me}-matrix.png`, owner: me,
      metadata: { mimetype: 'image/png', size: 100 } } }),
    expect: grid('----', '-i--', { landlord: 'siud', admin: 'si--' }) },
];
