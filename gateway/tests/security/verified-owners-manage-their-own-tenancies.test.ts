import { addDays, monthStart, todayIso } from '@rentals/core/dates';
import * as m from '@rentals/core/validation/messages';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt.ts';
import { expectBusinessError, rpc } from '../domain/rpc.ts';
import { startDomainGateway, type Account, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * An owner whose listing an admin verifies becomes a landlord without an admin assigning the role,
 * and records the tenancy: the invitation names the tenant and the landlord's terms; the person
 * invited (their confirmed address, nobody else) accepts it, which makes the lease, its monthly
 * rent, the tenant role and a rented listing. Each step through /rest/v1 as the real roles.
 */
let dg: DomainGateway;
let admin: Session;
let owner: Session;
let ownerAccount: Account;
let tenantAccount: Account;
let tenant: Session;
let stranger: Session;
let manager: Session;
let listing: string;

const today = todayIso();
const terms = (change: Record<string, unknown> = {}) => ({
  email: tenantAccount.email.toUpperCase(),
  monthly_rent: 25000,
  security_deposit: '50000',
  start_date: monthStart(today),
  end_date: addDays(monthStart(today), 334),
  rent_due_day: 5,
  ...change,
});
const invite = (session: Session, property: string, change: Record<string, unknown> = {}) =>
  rpc(session, 'invite_tenant', { _property_id: property, _invitation: terms(change) });
const roles = async (session: Session) =>
  ((await session.client.from('user_roles').select('role')).data ?? []).map((r) => r.role as string).sort();

async function newListing(owned: Account, verified = false): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms)
     values ('2 BHK in Koramangala', $1, 'available', $2, 'bengaluru', 'Koramangala', 25000, 50000, 2) returning id`,
    [owned.id, verified],
  );
  return row!.id;
}

beforeAll(async () => {
  dg = await startDomainGateway();
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Asha Admin', ['admin'])));
  ownerAccount = await dg.account('Ravi Owner');
  owner = await dg.signIn(ownerAccount);
  tenantAccount = await dg.account('Ananya Tenant');
  tenant = await dg.signIn(tenantAccount);
  stranger = await dg.signIn(await dg.account('Sana Stranger', ['landlord']));
  manager = await dg.signIn(await dg.account('Farhan Manager', ['property_manager']));
  listing = await newListing(ownerAccount);
  await dg.sql(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.id, ownerAccount.id]);
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

describe('an owner whose listing is verified', () => {
  it('may not record a tenancy before the listing is verified, nor hold the landlord role', async () => {
    await expectBusinessError(invite(owner, listing), m.INVITATION_NOT_VERIFIED);
    expect(await roles(owner), 'no role yet').toEqual([]);
  });

  it('becomes a landlord when an admin verifies the listing, audited with the admin and the listing', async () => {
    expect((await rpc(admin, 'approve_property', { _property_id: listing })).status).toBe(200);
    expect(await roles(owner)).toEqual(['landlord']);
    expect(await dg.sql(`select admin_user_id, details from public.admin_audit_log where action = 'grant_landlord_role' and target_id = $1`, [ownerAccount.id]))
      .toEqual([{ admin_user_id: admin.id, details: { role: 'landlord', reason: 'listing_verified', property_id: listing } }]);
    // A second verified listing grants nothing more.
    expect((await rpc(admin, 'approve_property', { _property_id: await newListing(ownerAccount) })).status).toBe(200);
    expect(await dg.sql(`select count(*)::int as n from public.admin_audit_log where action = 'grant_landlord_role' and target_id = $1`, [ownerAccount.id]))
      .toEqual([{ n: 1 }]);
  });

  it('but an activated broker whose listing is verified stays a broker: it is someone else’s home', async () => {
    const brokerAccount = await dg.account('Bhavna Broker', ['broker']);
    await dg.sql(`insert into public.brokers (user_id, name, activated) values ($1, 'Bhavna Broker', true)`, [brokerAccount.id]);
    const brokered = await newListing(brokerAccount);
    expect((await rpc(admin, 'approve_property', { _property_id: brokered })).status).toBe(200);
    expect(await roles(await dg.signIn(brokerAccount))).toEqual(['broker']);
  });

  it('cannot give themselves a role or verify their own listing', async () => {
    const other = await newListing(ownerAccount);
    expect((await owner.client.from('user_roles').insert({ user_id: ownerAccount.id, role: 'tenant' })).error?.code).toBe('42501');
    await expectBusinessError(rpc(owner, 'approve_property', { _property_id: other }), 'Only admins can approve properties');
  });
});

describe('the invitation', () => {
  it('is the owner’s alone to send, with terms inside the ranges', async () => {
    await expectBusinessError(invite(stranger, listing), m.INVITATION_NOT_OWNER);
    await expectBusinessError(invite(tenant, listing), m.INVITATION_NOT_OWNER);
    await expectBusinessError(invite(owner, listing, { email: '' }), m.TENANT_CONTACT_REQUIRED);
    await expectBusinessError(invite(owner, listing, { email: ' ', phone: ' ' }), m.TENANT_CONTACT_REQUIRED);
    await expectBusinessError(invite(owner, listing, { email: 'vv:;v@v.v' }), m.INVALID_EMAIL);
    await expectBusinessError(invite(owner, listing, { email: ownerAccount.email }), m.INVITE_YOURSELF);
    await expectBusinessError(invite(owner, listing, { monthly_rent: 499 }), m.MONTHLY_RENT_RANGE);
    await expectBusinessError(invite(owner, listing, { monthly_rent: '25000.5' }), m.MONTHLY_RENT_RANGE);
    await expectBusinessError(invite(owner, listing, { security_deposit: 50_000_001 }), m.SECURITY_DEPOSIT_RANGE);
    await expectBusinessError(invite(owner, listing, { start_date: addDays(today, -400) }), m.LEASE_START_WINDOW);
    await expectBusinessError(invite(owner, listing, { end_date: '' }), m.LEASE_END_REQUIRED);
    await expectBusinessError(invite(owner, listing, { end_date: addDays(monthStart(today), -1) }), m.LEASE_END_BEFORE_START);
    await expectBusinessError(invite(owner, listing, { end_date: addDays(today, 6 * 366) }), m.LEASE_END_WINDOW);
    await expectBusinessError(invite(owner, listing, { rent_due_day: 32 }), m.PAYMENT_DAY_RANGE);
    await expectBusinessError(invite(owner, listing, { notice_period_days: 181 }), m.NOTICE_RANGE);
    await expectBusinessError(invite(owner, listing, { phone: '12345', email: '' }), m.MOBILE_INVALID);
    await expectBusinessError(invite(owner, listing, { phone: '+91 58765 43210', email: '' }), m.MOBILE_INVALID);
    expect(await dg.sql(`select count(*)::int as n from public.tenancy_invitations`), 'nothing written').toEqual([{ n: 0 }]);
    const direct = await owner.client.from('tenancy_invitations').insert({
      property_id: listing, landlord_id: ownerAccount.id, email: tenantAccount.email, monthly_rent: 1, start_date: today, end_date: today,
    });
    expect(direct.error?.code, 'no insert right on invitations').toBe('42501');
  });

  it('is recorded with the address lower-cased and audited; a new one replaces the one waiting', async () => {
    const first = await invite(owner, listing, { email: 'someone.else@domain.test' });
    expect(first.status).toBe(200);
    const second = await invite(owner, listing);
    expect(second.data).toMatchObject({
      email: tenantAccount.email, monthly_rent: 25000, security_deposit: 50000, rent_due_day: 5, notice_period_days: 30, status: 'pending',
    });
    const { data: mine } = await owner.client.from('tenancy_invitations').select('email, status').order('created_at');
    expect(mine).toEqual([
      { email: 'someone.else@domain.test', status: 'cancelled' },
      { email: tenantAccount.email, status: 'pending' },
    ]);
    expect((await manager.client.from('tenancy_invitations').select('id')).data, 'the landlord’s manager reads them').toHaveLength(2);
    expect((await tenant.client.from('tenancy_invitations').select('id')).data, 'not through the table').toEqual([]);
    expect(await dg.sql(`select admin_user_id from public.admin_audit_log where action = 'invite_tenant' order by created_at`))
      .toEqual([{ admin_user_id: ownerAccount.id }, { admin_user_id: ownerAccount.id }]);
  });

  it('waits for the person invited, and for nobody else', async () => {
    const { data } = await tenant.client.rpc('my_tenancy_invitations');
    expect(data).toEqual([expect.objectContaining({
      property_title: '2 BHK in Koramangala', city: 'Bengaluru', locality: 'Koramangala', landlord_name: 'Ravi Owner',
      monthly_rent: 25000, security_deposit: 50000, rent_due_day: 5,
    })]);
    expect((await stranger.client.rpc('my_tenancy_invitations')).data).toEqual([]);
    const id = (data as { id: string }[])[0]!.id;
    await expectBusinessError(rpc(stranger, 'accept_tenancy_invitation', { _invitation_id: id }), m.INVITATION_NOT_FOR_YOU);
    await expectBusinessError(rpc(owner, 'accept_tenancy_invitation', { _invitation_id: id }), m.INVITATION_NOT_FOR_YOU);
  });

  it('is not accepted by an account whose address is not confirmed', async () => {
    const service = createClient(dg.url, dg.gateway.keys.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const unconfirmed = await service.auth.admin.createUser({ email: 'unconfirmed.tenant@domain.test', password: 'correct-horse-battery' });
    expect(unconfirmed.error).toBeNull();
    const other = await newListing(ownerAccount, true);
    const sent = await invite(owner, other, { email: 'unconfirmed.tenant@domain.test' });
    // The account cannot sign in yet; a token naming its address (as one from a phone sign-in would) still gets nothing.
    const user = unconfirmed.data.user!;
    const token = await signJwt(
      { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', aal: 'aal1', session_id: user.id },
      dg.gateway.keys.jwtSecret,
      600,
    );
    const client = dg.clientWithToken(token);
    expect((await client.rpc('my_tenancy_invitations')).data).toEqual([]);
    const { error } = await client.rpc('accept_tenancy_invitation', { _invitation_id: (sent.data as { id: string }).id });
    expect(error?.message).toBe(m.INVITATION_NOT_FOR_YOU);
    expect((await rpc(owner, 'cancel_tenancy_invitation', { _invitation_id: (sent.data as { id: string }).id })).status).toBe(200);
  });

  it('accepted, makes the lease with the landlord’s terms, a rent row per month, the tenant role and a rented listing', async () => {
    const [waiting] = (await tenant.client.rpc('my_tenancy_invitations')).data as { id: string }[];
    const id = waiting!.id;
    const accepted = await rpc(tenant, 'accept_tenancy_invitation', { _invitation_id: id });
    expect(accepted.status).toBe(200);
    const lease = accepted.data as { id: string };
    expect(accepted.data).toMatchObject({
      property_id: listing, tenant_id: tenant.id, start_date: monthStart(today), end_date: addDays(monthStart(today), 334),
      monthly_rent: 25000, security_deposit: 50000, rent_due_day: 5, notice_period_days: 30,
    });
    const { data: rent } = await tenant.client.from('rent_payments').select('month, amount, due_date, status').eq('lease_id', lease.id).order('month');
    expect(rent?.length, 'eleven or twelve calendar months').toBeGreaterThanOrEqual(11);
    expect(rent?.[0]).toEqual({ month: monthStart(today), amount: 25000, due_date: addDays(monthStart(today), 4), status: 'due' });
    expect(await roles(tenant)).toEqual(['tenant']);
    expect(await dg.sql(`select availability from public.properties where id = $1`, [listing])).toEqual([{ availability: 'rented' }]);
    expect((await owner.client.from('leases').select('id').eq('property_id', listing)).data, 'the landlord reads the lease').toEqual([{ id: lease.id }]);
    const { data: invitation } = await owner.client.from('tenancy_invitations').select('status, lease_id, responded_by').eq('id', id).single();
    expect(invitation).toEqual({ status: 'accepted', lease_id: lease.id, responded_by: tenant.id });
    await expectBusinessError(rpc(tenant, 'accept_tenancy_invitation', { _invitation_id: id }), m.INVITATION_NOT_PENDING);
    await expectBusinessError(rpc(owner, 'cancel_tenancy_invitation', { _invitation_id: id }), m.INVITATION_NOT_PENDING);
  });

  it('cannot overlap the tenancy it made', async () => {
    await expectBusinessError(invite(owner, listing, { start_date: addDays(today, 30) }), m.TENANCY_OVERLAPS);
  });

  it('is declined by the person invited, or expires', async () => {
    const other = await newListing(ownerAccount, true);
    const sent = (await invite(owner, other)).data as { id: string };
    expect((await rpc(tenant, 'decline_tenancy_invitation', { _invitation_id: sent.id })).data).toMatchObject({ status: 'declined' });
    const again = (await invite(owner, other)).data as { id: string };
    await dg.sql(`update public.tenancy_invitations set expires_at = now() - interval '1 minute' where id = $1`, [again.id]);
    await expectBusinessError(rpc(tenant, 'accept_tenancy_invitation', { _invitation_id: again.id }), m.INVITATION_EXPIRED);
  });

  it('is limited to ten a day per landlord, answered 429', async () => {
    const other = await newListing(ownerAccount, true);
    let last = await invite(owner, other);
    while (last.status === 200) last = await invite(owner, other);
    expect({ status: last.status, message: last.error?.message }).toEqual({ status: 429, message: 'You have sent too many invitations today. Please try again tomorrow' });
    expect(await dg.sql(`select count(*)::int as n from public.tenancy_invitations where landlord_id = $1 and created_at > now() - interval '1 day'`, [ownerAccount.id]))
      .toEqual([{ n: 10 }]);
  });
});

describe('an invitation to a mobile number', () => {
  const service = () => createClient(dg.url, dg.gateway.keys.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  /** A person whose account has this phone, confirmed by its code or not (set through the admin API). */
  const withPhone = async (name: string, phone: string, confirmed: boolean) => {
    const account = await dg.account(name);
    const { error } = await service().auth.admin.updateUserById(account.id, { phone, phone_confirm: confirmed });
    expect(error).toBeNull();
    return dg.signIn(account);
  };

  it('is kept as the auth server keeps the number and waits for the person whose confirmed phone it is, who accepts it', async () => {
    const landlord = await dg.account('Kavya Owner');
    const kavya = await dg.signIn(landlord);
    const home = await newListing(landlord, true);
    const sent = await rpc(kavya, 'invite_tenant', { _property_id: home, _invitation: terms({ email: '', phone: '+91 98765 00777' }) });
    expect(sent.data).toMatchObject({ email: null, phone: '919876500777', status: 'pending' });
    const id = (sent.data as { id: string }).id;

    const unconfirmed = await withPhone('Uday Unconfirmed', '+919876500777', false);
    expect((await unconfirmed.client.rpc('my_tenancy_invitations')).data, 'a number not confirmed by its code').toEqual([]);
    await expectBusinessError(rpc(unconfirmed, 'accept_tenancy_invitation', { _invitation_id: id }), m.INVITATION_NOT_FOR_YOU);
    await service().auth.admin.updateUserById(unconfirmed.id, { phone: '' });

    const phoneTenant = await withPhone('Pooja Phone', '+919876500777', true);
    expect((await phoneTenant.client.rpc('my_tenancy_invitations')).data).toEqual([expect.objectContaining({ id, landlord_name: 'Kavya Owner', monthly_rent: 25000 })]);
    const accepted = await rpc(phoneTenant, 'accept_tenancy_invitation', { _invitation_id: id });
    expect(accepted.data).toMatchObject({ property_id: home, tenant_id: phoneTenant.id, monthly_rent: 25000 });
    expect(await roles(phoneTenant)).toEqual(['tenant']);
  });

  it('cannot name the landlord’s own confirmed phone', async () => {
    const landlordSession = await withPhone('Nikhil Owner', '+919876500888', true);
    const home = await newListing({ id: landlordSession.id, email: 'nikhil.owner@domain.test' }, true);
    await expectBusinessError(
      rpc(landlordSession, 'invite_tenant', { _property_id: home, _invitation: terms({ email: '', phone: '98765 00888' }) }),
      m.INVITE_YOURSELF,
    );
  });
});
