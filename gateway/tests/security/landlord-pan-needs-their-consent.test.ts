import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAN_SHARING_NOT_YOUR_MANAGER } from '@rentals/core/validation/messages';
import { expectBusinessError, rpc } from '../domain/rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

// An admin read any landlord's PAN by giving themselves the property_manager role, appointing
// themselves the landlord's manager and asking rent_receipt_pan; only the role change was audited.
// Through the API: a manager reads the PAN only where the landlord shares it, and every
// appointment made or removed is audited.
const PAN = 'AKRPR4821M';

let dg: DomainGateway;
let admin: Session;
let landlord: Session;
let manager: Session;
let lease: string;

beforeAll(async () => {
  dg = await startDomainGateway();
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Asha Admin', ['admin'])));
  landlord = await dg.signIn(await dg.account('Suresh Reddy', ['landlord']));
  manager = await dg.signIn(await dg.account('Farhan Qureshi', ['property_manager']));
  const tenant = await dg.account('Ananya Sharma', ['tenant']);
  const [property] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, rent, deposit, bedrooms)
     values ('2 BHK in Kondapur', $1, 'rented', true, 'hyderabad', 28000, 56000, 2) returning id`, [landlord.id]);
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.leases (property_id, tenant_id, start_date, monthly_rent) values ($1, $2, '2026-04-01', 28000) returning id`,
    [property!.id, tenant.id]);
  lease = row!.id;
  const saved = await landlord.client.from('landlord_tax_details').insert({ user_id: landlord.id, pan: PAN });
  expect(saved.error).toBeNull();
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

const panFor = async (session: Session) => (await rpc(session, 'rent_receipt_pan', { _lease_id: lease })).data as unknown as string | null;
const appoint = (managerId: string) =>
  admin.client.from('property_manager_landlords').insert({ manager_id: managerId, landlord_id: landlord.id }).select('id').single();
const audits = (id: string) =>
  dg.sql<{ admin_user_id: string; action: string }>(
    `select admin_user_id, action from public.admin_audit_log where target_table = 'property_manager_landlords' and target_id = $1 order by created_at`,
    [id],
  );

describe('an admin who appoints themselves manager of a landlord', () => {
  it('reads no PAN, cannot share it in the landlord’s name, and the appointment is audited', async () => {
    expect((await rpc(admin, 'assign_role', { _user_id: admin.id, _role: 'property_manager' })).error).toBeNull();
    const { data: link, error } = await appoint(admin.id);
    expect(error).toBeNull();
    expect(await panFor(admin), 'PAN through a self-made appointment').toBeNull();
    await expectBusinessError(rpc(admin, 'share_pan_with_manager', { _manager_id: admin.id, _share: true }), PAN_SHARING_NOT_YOUR_MANAGER);
    const direct = await admin.client.from('property_manager_landlords').update({ pan_shared_at: new Date().toISOString() }).eq('id', link!.id);
    expect(direct.error?.code, 'no update right on appointments').toBe('42501');
    expect(await panFor(admin), 'still no PAN').toBeNull();
    const removed = await admin.client.from('property_manager_landlords').delete().eq('id', link!.id);
    expect(removed.error).toBeNull();
    expect(await audits(link!.id), 'made and removed, both audited').toEqual([
      { admin_user_id: admin.id, action: 'appoint_property_manager' },
      { admin_user_id: admin.id, action: 'remove_property_manager' },
    ]);
  });
});

describe('a manager the admin appointed', () => {
  it('reads the PAN on receipts only while the landlord shares it', async () => {
    const { data: link } = await appoint(manager.id);
    expect(await panFor(manager), 'before the landlord shares it').toBeNull();
    expect((await rpc(landlord, 'share_pan_with_manager', { _manager_id: manager.id, _share: true })).error).toBeNull();
    expect(await panFor(manager), 'shared').toBe(PAN);
    expect((await rpc(landlord, 'share_pan_with_manager', { _manager_id: manager.id, _share: false })).error).toBeNull();
    expect(await panFor(manager), 'no longer shared').toBeNull();
    expect((await audits(link!.id)).map((row) => row.action), 'each step audited').toEqual([
      'appoint_property_manager', 'share_pan_with_manager', 'stop_sharing_pan_with_manager',
    ]);
  });
});
