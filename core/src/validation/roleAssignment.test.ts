import { describe, expect, it } from 'vitest';
import { AFFILIATE_ROLE_NOT_ASSIGNABLE, INVALID_ROLE, INVALID_USER_ID, MISSING_USER_ID, ROLE_REQUIRED } from './messages.ts';
import { isUserId, roleAssignmentSchema } from './roleAssignment.ts';

const id = '3f2a9c1e-77b0-4c1d-9e1a-0b7a3c2d1e0f';
const firstError = (input: object) => roleAssignmentSchema.safeParse(input).error?.issues[0]?.message;

describe('role assignment', () => {
  it.each([
    [{ user_id: id, role: 'broker' }, undefined],
    [{ user_id: ` ${id} `, role: 'admin' }, undefined],
    [{ user_id: '', role: 'broker' }, MISSING_USER_ID],
    [{ user_id: '   ', role: 'broker' }, MISSING_USER_ID],
    [{ role: 'broker' }, MISSING_USER_ID],
    [{ user_id: 'abc', role: 'broker' }, INVALID_USER_ID],
    [{ user_id: id, role: 'affiliate' }, AFFILIATE_ROLE_NOT_ASSIGNABLE],
    [{ user_id: id, role: 'owner' }, INVALID_ROLE],
    [{ user_id: id, role: '' }, ROLE_REQUIRED],
  ] as const)('%j → %s', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it.each(['admin', 'property_manager', 'broker', 'landlord', 'tenant', 'user'])('allows %s', (role) => {
    expect(roleAssignmentSchema.parse({ user_id: id, role })).toEqual({ user_id: id, role });
  });
});

describe('isUserId', () => {
  it('accepts what the schema accepts as a user id, and nothing else', () => {
    for (const text of [' 6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b ', '6F1C2A8E-3B4D-4E5F-8A9B-0C1D2E3F4A5B', '6f1c2a8e', '', 'not-a-uuid']) {
      expect(isUserId(text), text).toBe(roleAssignmentSchema.shape.user_id.safeParse(text).success);
    }
    expect(isUserId('6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUserId('6f1c2a8e')).toBe(false);
  });
});
