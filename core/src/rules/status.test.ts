import { describe, expect, it } from 'vitest';
import { applicationBadgeVariant, availabilityToast, statusColor, statusLabel, toggledAvailability } from './status.ts';

describe('status colours', () => {
  it.each([
    ['available', 'green'], ['approved', 'green'], ['completed', 'green'],
    ['booked', 'blue'], ['scheduled', 'blue'],
    ['unavailable', 'amber'], ['pending', 'amber'],
    ['rejected', 'red'], ['cancelled', 'red'],
    ['maintenance', 'gray'], [null, 'gray'],
  ] as const)('%s → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});

describe('labels and badges', () => {
  it.each([
    ['under_review', 'Under Review'],
    ['submitted', 'Submitted'],
    [null, 'Unknown'],
  ] as const)('%s → %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each([
    ['approved', 'default'], ['declined', 'destructive'], ['rejected', 'destructive'], ['submitted', 'secondary'],
  ] as const)('application %s → %s', (status, variant) => {
    expect(applicationBadgeVariant(status)).toBe(variant);
  });
});

describe('owner availability toggle', () => {
  it.each([
    ['available', 'booked'], ['booked', 'available'], ['rented', 'available'], ['maintenance', 'available'],
  ] as const)('%s → %s', (from, to) => {
    expect(toggledAvailability(from)).toBe(to);
  });
  it('announces the new status', () => {
    expect(availabilityToast('booked')).toBe('Status Updated - Property marked as booked');
  });
});
