import { describe, expect, it } from 'vitest';
import { commissionsCsv, volumesCsv } from './reports.ts';

describe('report files', () => {
  it('writes monthly volumes with rank labels', () => {
    expect(volumesCsv([{ month: '2026-10-01', rank: 'builder', personal_rvl: 50000, primary_stream_rvl: 300000, growth_stream_rvl: 100000, qualified_rvl: 250000 }]))
      .toBe('month,rank,personal_rvl,primary_stream_rvl,growth_stream_rvl,qualified_rvl\r\n2026-10-01,Builder,50000,300000,100000,250000\r\n');
  });

  it('writes every commission row with its status', () => {
    const csv = commissionsCsv([{ id: 'x', month_year: '2026-10-01', level: 2, commission_type: 'differential', percentage: 5, amount: 1000.5,
      status: 'paid', paid_at: '2026-11-02T10:00:00+00:00', source_payment_id: 'p-1' }]);
    expect(csv.split('\r\n')[1]).toBe('2026-10-01,2,differential,5,1000.5,paid,2026-11-02T10:00:00+00:00,p-1');
  });
});
