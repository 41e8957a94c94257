// Role Management form (spec 2.8, 5): core's roleAssignmentSchema against assign_role.
import { ASSIGNABLE_ROLES, roleAssignmentSchema } from '@rentals/core/validation/roleAssignment';
import { AFFILIATE_ROLE_NOT_ASSIGNABLE, INVALID_ROLE, INVALID_USER_ID, MISSING_USER_ID, ROLE_REQUIRED } from '@rentals/core/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.assign_role($1, $2)';

// uuid and app_role parameters cannot carry '': a blank form field reaches the database as null.
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

interface Case {
  name: string;
  userId: (target: TestUser) => string;
  role: string;
  expected: Expected;
}

const cases: Case[] = [
  ...ASSIGNABLE_ROLES.map((role): Case => ({ name: `role ${role}`, userId: (t) => t.id, role, expected: { ok: true } })),
  { name: 'user id with surrounding spaces', userId: (t) => `  ${t.id}  `, role: 'tenant', expected: { ok: true } },
  { name: 'empty user id', userId: () => '', role: 'broker', expected: { ok: false, message: MISSING_USER_ID } },
  { name: 'blank user id', userId: () => '   ', role: 'broker', expected: { ok: false, message: MISSING_USER_ID } },
  { name: 'user id that is not a UUID', userId: () => 'user-42', role: 'broker', expected: { ok: false } },
  { name: 'no role chosen', userId: (t) => t.id, role: '', expected: { ok: false, message: ROLE_REQUIRED } },
  { name: 'affiliate is not assignable here', userId: (t) => t.id, role: 'affiliate', expected: { ok: false, message: AFFILIATE_ROLE_NOT_ASSIGNABLE } },
  { name: 'a role that does not exist', userId: (t) => t.id, role: 'superuser', expected: { ok: false } },
];

describe('role assignment: form schema and assign_role agree', () => {
  const fx = useAgreementDatabase();
  let target: TestUser;

  beforeAll(async () => {
    target = await createUser(fx.client, { metadata: { full_name: 'Kiran Tenant' } });
  });

  it.each(cases)('$name', async (c) => {
    const userId = c.userId(target);
    const core = coreVerdict(roleAssignmentSchema, { user_id: userId, role: c.role });
    const db = await dbVerdict(fx.client, fx.admin, call, [orNull(userId), orNull(c.role)]);
    expectAgreement(c.name, core, db, c.expected);
    if (core.ok && db.ok) expect(db.value, 'assigned row').toMatchObject({ user_id: core.value.user_id, role: core.value.role });
  });

  // Spec 5 gives no message for these; the form names the problem, the database refuses the cast.
  it('a malformed user id or unknown role: the form explains, the database refuses the value (22P02)', async () => {
    expect(coreVerdict(roleAssignmentSchema, { user_id: 'user-42', role: 'broker' })).toEqual({ ok: false, message: INVALID_USER_ID });
    expect(coreVerdict(roleAssignmentSchema, { user_id: target.id, role: 'superuser' })).toEqual({ ok: false, message: INVALID_ROLE });
    expect(await dbVerdict(fx.client, fx.admin, call, ['user-42', 'broker']), 'uuid').toMatchObject({ ok: false, code: '22P02' });
    expect(await dbVerdict(fx.client, fx.admin, call, [target.id, 'superuser']), 'role').toMatchObject({ ok: false, code: '22P02' });
  });
});
