import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDomainGateway, type Account, type DomainGateway } from '../domain/harness.ts';

// Finding 1: with only an admin's password, an attacker enrolled their own authenticator, verified
// it and got an aal2 token with admin powers.
let gw: DomainGateway;
let admin: Account;
beforeAll(async () => {
  gw = await startDomainGateway();
  admin = await gw.account('Audit Admin', ['admin']);
  await gw.raiseToAal2(await gw.signIn(admin)); // the real admin's phone: one verified factor
});
afterAll(() => gw.close());

const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
const audits = (userId: string) => gw.sql<{ action: string; success: boolean | null }>(
  `select payload->>'action' as action, (payload->'traits'->>'success')::boolean as success
   from auth.audit_log_entries where payload->>'actor_id' = $1 order by created_at`, [userId]);

describe('a password alone (aal1) cannot add a second factor to an account that has one', () => {
  it('refuses to enrol a new factor with insufficient_aal, and stores none', async () => {
    const attacker = await gw.signIn(admin);
    const enrolled = await attacker.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Thief' });
    expect(enrolled.error, 'enrolment from an aal1 session').toMatchObject({ status: 422, code: 'insufficient_aal' });
    const factors = await gw.sql('select id from auth.mfa_factors where user_id = $1', [admin.id]);
    expect(factors, 'only the real factor').toHaveLength(1);
  });

  it('refuses to verify a factor left unverified from before, so the session stays aal1', async () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const [leftover] = await gw.sql<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, secret) values ($1, 'Leftover', $2) returning id`,
      [admin.id, secret],
    );
    const factorId = leftover!.id;
    const attacker = await gw.signIn(admin);
    const verified = await attacker.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(verified.error, 'verification from an aal1 session').toMatchObject({ status: 422, code: 'insufficient_aal' });

    const roles = await gw.clientWithToken(attacker.accessToken).from('user_roles').select('user_id');
    expect(roles.data?.every((row) => row.user_id === admin.id), 'an aal1 admin reads only their own roles').toBe(true);
    const approval = await gw.clientWithToken(attacker.accessToken).rpc('approve_property', { _property_id: crypto.randomUUID() });
    expect(approval.error?.message, 'an aal1 admin has no admin powers').toMatch(/admin/i);
  });

  it('refuses to remove the verified factor from an aal1 session', async () => {
    const attacker = await gw.signIn(admin);
    const [real] = await gw.sql<{ id: string }>(`select id from auth.mfa_factors where user_id = $1 and status = 'verified'`, [admin.id]);
    const removed = await attacker.client.auth.mfa.unenroll({ factorId: real!.id });
    expect(removed.error, 'unenrolment from an aal1 session').toMatchObject({ code: 'insufficient_aal' });
  });

  it('still lets an account without a verified factor enrol its first one at aal1', async () => {
    const fresh = await gw.signIn(await gw.account('First Factor'));
    const enrolled = await fresh.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
  });

  it('audits every factor change: enrolment, each verification attempt and removal', async () => {
    const person = await gw.account('Audited Person');
    const aal2 = await gw.raiseToAal2(await gw.signIn(person));
    const second = await aal2.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(second.error, 'an aal2 session may add a factor').toBeNull();
    const wrong = await aal2.client.auth.mfa.challengeAndVerify({ factorId: second.data!.id, code: '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect((await aal2.client.auth.mfa.unenroll({ factorId: second.data!.id })).error).toBeNull();
    expect(await audits(person.id)).toEqual([
      { action: 'factor_in_progress', success: null },
      { action: 'verification_attempted', success: true },
      { action: 'factor_in_progress', success: null },
      { action: 'verification_attempted', success: false },
      { action: 'factor_unenrolled', success: null },
    ]);
  });
});
