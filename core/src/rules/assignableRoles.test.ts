import { describe, expect, it } from 'vitest';
import { roleAssignmentSchema } from '../validation/roleAssignment.ts';
import { ASSIGNABLE_ROLES, isUserId } from './assignableRoles.ts';

describe('assignable roles', () => {
  it('takes a UUID in any case with spaces around it as a user id, and nothing else', () => {
    expect(isUserId(' 6F1C2A8E-3b4d-4e5f-8a9b-0c1d2e3f4a5b ')).toBe(true);
    expect(isUserId('6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5')).toBe(false);
    expect(isUserId('not-a-uuid')).toBe(false);
  });

  it('are the roles the form schema accepts, affiliate not among them', () => {
    for (const role of ASSIGNABLE_ROLES)
      expect(roleAssignmentSchema.safeParse({ user_id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', role }).success).toBe(true);
    expect(ASSIGNABLE_ROLES).not.toContain('affiliate');
  });
});
