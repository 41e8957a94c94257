import { describe, expect, it } from 'vitest';
import {
  activationFailed,
  failedWith,
  propertiesApproved,
  roleAssignFailed,
  roleRemoveFailed,
} from './adminReviews.ts';

describe('admin review notifications', () => {
  it('broker activation failure: title Failed with the server message or Could not approve', () => {
    expect(activationFailed('Payment already succeeded')).toBe('Failed: Payment already succeeded');
    expect(activationFailed('')).toBe('Failed: Could not approve');
    expect(activationFailed(undefined)).toBe('Failed: Could not approve');
  });

  it('role failures carry the server message', () => {
    expect(roleAssignFailed('User not found')).toBe('Failed to assign role: User not found');
    expect(roleRemoveFailed('Cannot remove the last admin')).toBe(
      'Failed to remove role: Cannot remove the last admin',
    );
    expect(roleAssignFailed(null)).toBe('Failed to assign role');
  });

  it('other failures add the server reason when there is one', () => {
    expect(
      failedWith(
        'Failed to decline application',
        ' A reason is required to decline an application ',
      ),
    ).toBe('Failed to decline application: A reason is required to decline an application');
    expect(failedWith('Failed to update RVL payment', undefined)).toBe(
      'Failed to update RVL payment',
    );
  });

  it('bulk approval counts the listings', () => {
    expect(propertiesApproved(1)).toBe('Property approved successfully');
    expect(propertiesApproved(3)).toBe('3 properties approved successfully');
  });
});
