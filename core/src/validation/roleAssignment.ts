// Role Management form (spec 2.8, 5): a user UUID and one of the assignable roles.
import { z } from 'zod';
import { blankToUndefined } from './fields.ts';
import { AFFILIATE_ROLE_NOT_ASSIGNABLE, INVALID_ROLE, INVALID_USER_ID, MISSING_USER_ID, ROLE_REQUIRED } from './messages.ts';

/** Roles an admin can assign here; affiliate comes from affiliate registration only. */
export const ASSIGNABLE_ROLES = ['admin', 'property_manager', 'broker', 'landlord', 'tenant', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as the schema accepts it (a UUID): the form looks up roles only for one. */
export function isUserId(text: string): boolean {
  return UUID.test(text.trim());
}

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
