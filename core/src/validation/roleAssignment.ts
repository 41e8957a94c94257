// Role Management form (spec 2.8, 5): a user UUID and one of the assignable roles.
import { z } from 'zod';
import { blankToUndefined } from './fields.ts';
import { AFFILIATE_ROLE_NOT_ASSIGNABLE, INVALID_ROLE, INVALID_USER_ID, MISSING_USER_ID, ROLE_REQUIRED } from './messages.ts';

import { ASSIGNABLE_ROLES, UUID } from '../rules/assignableRoles.ts';

export { ASSIGNABLE_ROLES, isUserId, type AssignableRole } from '../rules/assignableRoles.ts';

/** { user_id, role } with the user id trimmed: blank → 'Missing user id'. */
export const roleAssignmentSchema = z.object({
  user_id: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v) && v.trim() : blankToUndefined(v)),
    z.string({ error: MISSING_USER_ID }).regex(UUID, INVALID_USER_ID),
  ),
  role: z.preprocess(
    blankToUndefined,
    z.enum(ASSIGNABLE_ROLES, {
      error: (issue) =>
        issue.input === undefined ? ROLE_REQUIRED : issue.input === 'affiliate' ? AFFILIATE_ROLE_NOT_ASSIGNABLE : INVALID_ROLE,
    }),
  ),
});

export type RoleAssignment = z.output<typeof roleAssignmentSchema>;
