// Notifications of the admin's review screens (spec 8, exact texts): managed rentals, broker
// registrations, role management, shadow balancing and listing moderation. A 'Title: description'
// pair of the spec is one line, as the back office shows one notification at a time.

export const MANAGED_RENTALS_LOAD_FAILED = 'Failed to load managed rental data';
export const APPLICATION_DECLINED =
  'Application Declined: The managed rental application has been declined.';
export const APPLICATION_DECLINE_FAILED = 'Failed to decline application';
export const PROPERTY_CONFIGURED =
  'Property Approved: The managed rental property has been approved and configured.';
export const APPLICATION_APPROVE_FAILED = 'Failed to approve application';
export const RVL_PAYMENT_UPDATED = 'RVL Payment Updated: Payment marked as paid';
export const RVL_PAYMENT_FAILED = 'Failed to update RVL payment';
export const RVL_PAYMENT_UNDONE = 'RVL Payment Updated: Payment marked as pending';

export const BROKER_ACTIVATED = 'Activated: Broker activated and payment marked as paid.';
const ACTIVATION_FAILED_TITLE = 'Failed';
const ACTIVATION_FAILED_FALLBACK = 'Could not approve';

export const ROLE_ASSIGNED = 'Role assigned';
export const ROLE_REMOVED = 'Role removed';
const ROLE_ASSIGN_FAILED = 'Failed to assign role';
const ROLE_REMOVE_FAILED = 'Failed to remove role';

export const SHADOW_BALANCING_LOAD_FAILED = 'Failed to load shadow balancing data';
export const SHADOW_BALANCING_SAVE_FAILED = 'Failed to save shadow balancing settings';

export const PROPERTY_APPROVED = 'Property approved successfully';
export const PROPERTY_APPROVE_FAILED = 'Failed to approve property';
export const PROPERTIES_LOAD_FAILED = 'Failed to fetch properties';

function withServerMessage(
  title: string,
  message: string | null | undefined,
  fallback?: string,
): string {
  const detail = message?.trim() || fallback;
  return detail ? `${title}: ${detail}` : title;
}

/** Activation failure: ('Payment already succeeded') → 'Failed: Payment already succeeded'; none → 'Failed: Could not approve'. */
export function activationFailed(serverMessage?: string | null): string {
  return withServerMessage(ACTIVATION_FAILED_TITLE, serverMessage, ACTIVATION_FAILED_FALLBACK);
}

/** Role assignment failure: ('User not found') → 'Failed to assign role: User not found'. */
export function roleAssignFailed(serverMessage?: string | null): string {
  return withServerMessage(ROLE_ASSIGN_FAILED, serverMessage);
}

/** Role removal failure: ('Cannot remove the last admin') → 'Failed to remove role: Cannot remove the last admin'. */
export function roleRemoveFailed(serverMessage?: string | null): string {
  return withServerMessage(ROLE_REMOVE_FAILED, serverMessage);
}

/** A failure shown with the server's reason when it has one: ('Failed to decline application', 'A reason is required…'). */
export function failedWith(title: string, serverMessage?: string | null): string {
  return withServerMessage(title, serverMessage);
}

/** Bulk approval: 1 → 'Property approved successfully'; 3 → '3 properties approved successfully'. */
export function propertiesApproved(count: number): string {
  return count === 1 ? PROPERTY_APPROVED : `${count} properties approved successfully`;
}

/** Rejection of a listing: 'Property rejected: the owner sees your reason'. */
export const PROPERTY_REJECTED = 'Property rejected: the owner sees your reason';
export const PROPERTY_REJECT_FAILED = 'Failed to reject property';

/** The database's own refusals of a review without a reason, shown by the forms before they send. */
export const DECLINE_REASON_REQUIRED = 'A reason is required to decline an application';
export const REJECT_REASON_REQUIRED = 'A reason is required to reject a listing';
/** Longest reason the database keeps for a decline or a rejection. */
export const REVIEW_REASON_MAX = 1000;
