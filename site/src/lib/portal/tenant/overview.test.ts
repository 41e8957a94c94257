import { describe, expect, it } from 'vitest';
import { activity, tenancyData, TODAY } from '../../../components/portal/tenant/tenantFixtures.ts';
import { currentLease, latestReceipt, rentDue, splitActivity } from './overview.ts';

describe('the tenant overview', () => {
  it('puts the running lease first, then the next to start, then the latest', () => {
    expect(currentLease(tenancyData, TODAY)?.lease.id).toBe('l1');
    const [running, ended] = tenancyData.leases;
    const upcoming = { ...running!, lease: { ...running!.lease, id: 'l2', start_date: '2027-01-01', end_date: null } };
    expect(currentLease({ ...tenancyData, leases: [ended!, upcoming] }, TODAY)?.lease.id).toBe('l2');
    expect(currentLease({ ...tenancyData, leases: [ended!] }, TODAY)?.lease.id).toBe('l0');
    expect(currentLease({ leases: [], requests: [] }, TODAY)).toBeNull();
  });

  it('finds the month to pay next and the latest receipt', () => {
    const lease = currentLease(tenancyData, TODAY)!;
    expect([rentDue(lease)?.month, rentDue(lease)?.status]).toEqual(['2026-11-01', 'due']);
    expect([latestReceipt(lease)?.month, latestReceipt(lease)?.status]).toEqual(['2026-10-01', 'paid']);
    expect(rentDue({ ...lease, rent: lease.rent.filter((r) => r.status === 'paid') })).toBeNull();
  });

  it('lists what is still open before what is over', () => {
    const split = splitActivity(activity);
    expect(split.applications.open.map((a) => a.id)).toEqual(['a1']);
    expect(split.applications.earlier.map((a) => a.id), 'the rejected application comes after').toEqual(['a2']);
    expect(split.visits.open).toEqual([]);
    expect(split.visits.earlier.map((v) => v.status)).toEqual(['completed']);
  });
});
