import * as m from '@rentals/core/validation/messages';
import { describe, expect, it } from 'vitest';
import { invitationFieldOf } from './invitationFields.ts';

describe('invitationFieldOf', () => {
  it('puts a refusal about a term beside its field', () => {
    expect(invitationFieldOf(m.TENANT_CONTACT_REQUIRED)).toBe('phone');
    expect(invitationFieldOf(m.MOBILE_INVALID)).toBe('phone');
    expect(invitationFieldOf(m.INVALID_EMAIL)).toBe('email');
    expect(invitationFieldOf(m.TENANCY_OVERLAPS)).toBe('start_date');
    expect(invitationFieldOf(m.LEASE_END_WINDOW)).toBe('end_date');
    expect(invitationFieldOf(m.NOTICE_RANGE)).toBe('notice_period_days');
  });

  it('leaves a refusal about the listing to the notice', () => {
    expect(invitationFieldOf(m.INVITATION_NOT_VERIFIED)).toBeNull();
    // The landlord's own number or address, whichever of the two they typed.
    expect(invitationFieldOf(m.INVITE_YOURSELF)).toBeNull();
    expect(invitationFieldOf('You have sent too many invitations today. Please try again tomorrow')).toBeNull();
  });
});
