// Which field of the invitation form a refusal of invite_tenant belongs to, so it stands beside its
// field like the browser's own check; refusals about the listing or the landlord stay in the notice.
import * as m from '@rentals/core/validation/messages';

const FIELD_OF_MESSAGE: Record<string, string> = {
  [m.TENANT_CONTACT_REQUIRED]: 'phone',
  [m.MOBILE_INVALID]: 'phone',
  [m.INVALID_EMAIL]: 'email',
  [m.MONTHLY_RENT_RANGE]: 'monthly_rent',
  [m.SECURITY_DEPOSIT_RANGE]: 'security_deposit',
  [m.LEASE_START_REQUIRED]: 'start_date',
  [m.LEASE_START_WINDOW]: 'start_date',
  [m.TENANCY_OVERLAPS]: 'start_date',
  [m.LEASE_END_REQUIRED]: 'end_date',
  [m.LEASE_END_BEFORE_START]: 'end_date',
  [m.LEASE_END_WINDOW]: 'end_date',
  [m.PAYMENT_DAY_RANGE]: 'rent_due_day',
  [m.NOTICE_RANGE]: 'notice_period_days',
};

/** The field of a refusal: 'Lease end date is required' → 'end_date'; null for 'Your listing must be verified…'. */
export function invitationFieldOf(message: string): string | null {
  return FIELD_OF_MESSAGE[message] ?? null;
}
