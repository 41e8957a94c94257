import { describe, expect, it } from 'vitest';
import {
  daysSince,
  dashboardFigures,
  matchesUserSearch,
  pendingBrokerRegistrations,
  propertyCounts,
  totalWithThisMonth,
  userStats,
} from './dashboard.ts';

describe('admin dashboard figures', () => {
  const figures = dashboardFigures({
    properties: [{}, {}, {}],
    profiles: [{}, {}],
    brokers: [{}],
    applications: [
      { status: 'submitted', monthly_rent: '45000.00' },
      { status: 'under_review', monthly_rent: 30000 },
      { status: 'approved', monthly_rent: 25000.5 },
      { status: 'submitted', monthly_rent: null },
    ],
    openMaintenanceRequests: [{}],
  });

  it('sums rent over all applications and counts submitted ones as pending', () => {
    expect(figures).toMatchObject({
      totalProperties: 3, totalUsers: 2, activeBrokers: 1, totalRevenue: 100_000.5, pendingApplications: 2, openMaintenanceRequests: 1,
    });
  });

  it('shows the fixed figures of spec 9', () => {
    expect(figures).toMatchObject({ monthlyGrowthPercent: 12.5, fromLastMonthPercents: [12, 8, 15], activeLeases: 0, systemHealth: 'healthy' });
  });

  it('counts registrations not yet paid', () => {
    expect(pendingBrokerRegistrations([
      { kind: 'broker_registration', status: 'pending' },
      { kind: 'broker_registration', status: 'succeeded' },
      { kind: 'broker_registration', status: 'failed' },
      { kind: 'other', status: 'pending' },
    ])).toBe(2);
  });
});

describe('users tab', () => {
  it('counts brokers, landlords and users who have logged in', () => {
    expect(userStats([
      { roles: ['broker', 'landlord'], last_login_at: '2025-03-01T10:00:00Z' },
      { roles: ['landlord'], last_login_at: null },
      { roles: [], last_login_at: '2025-03-02T10:00:00Z' },
    ])).toEqual({ total: 3, brokers: 1, landlords: 2, active: 2 });
  });

  const user = { full_name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98450 12345', city: 'Pune' };
  it.each([['', true], ['ASHA', true], ['98450', true], ['pune', true], ['Mumbai', false]] as const)('search %j → %s', (q, hit) => {
    expect(matchesUserSearch(user, q)).toBe(hit);
  });
});

describe('user profile metrics', () => {
  it('gives totals with this month on the Indian calendar', () => {
    expect(totalWithThisMonth([
      { amount: 4000, date: '2025-03-02' },
      { amount: '2500.25', date: '2025-02-28T20:00:00Z' }, // 1 March in India
      { amount: 1000, date: '2025-02-10' },
      { amount: null, date: null },
    ], '2025-03-10')).toEqual({ total: 7500.25, thisMonth: 6500.25 });
  });

  it('counts days since sign-up and active properties', () => {
    expect(daysSince('2025-01-01T12:00:00Z', '2025-03-10')).toBe(68);
    expect(daysSince('2025-03-11', '2025-03-10')).toBe(0);
    expect(propertyCounts([{ status: 'active' }, { status: 'inactive' }])).toEqual({ total: 2, active: 1 });
  });
});
