// The roles Role Management assigns and the user ids it accepts, without zod: the console's Roles
// screen reads them on its first load and brings the form's schema (validation/roleAssignment)
// only when the form is checked.

/** Roles an admin can assign here; affiliate comes from affiliate registration only. */
export const ASSIGNABLE_ROLES = ['admin', 'property_manager', 'broker', 'landlord', 'tenant', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A UUID, any case: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as the role form accepts it (a UUID, spaces around it ignored): the form looks up roles only for one. */
export function isUserId(text: string): boolean {
  return UUID.test(text.trim());
}
