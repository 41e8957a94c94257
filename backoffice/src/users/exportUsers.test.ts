import { describe, expect, it, vi } from 'vitest';
import type { AdminUserRow, UserSearch } from '../dataProvider/users.ts';
import { exportUsersCsv } from './exportUsers.ts';

function person(n: number): AdminUserRow {
  return {
    id: `id-${n}`,
    email: `p${n}@example.in`,
    full_name: `Person ${n}`,
    phone: null,
    city: 'Pune',
    state: 'Maharashtra',
    avatar_url: null,
    created_at: '2026-11-01T00:00:00Z',
    last_login_at: null,
    profile_completion_percentage: 50,
    roles: ['user', 'tenant'],
    affiliate_id: null,
  };
}

describe('exportUsersCsv', () => {
  it('fetches every match of the search and role 100 rows at a time and writes one CSV', async () => {
    const everyone = Array.from({ length: 230 }, (_, i) => person(i));
    const searchUsers = vi.fn(async ({ page, perPage }: UserSearch) => ({
      data: everyone.slice(page * perPage, (page + 1) * perPage),
      total: everyone.length,
    }));
    const csv = await exportUsersCsv(searchUsers, 'pune', 'tenant');
    expect(searchUsers.mock.calls.map(([params]) => params)).toEqual([
      { search: 'pune', role: 'tenant', page: 0, perPage: 100 },
      { search: 'pune', role: 'tenant', page: 1, perPage: 100 },
      { search: 'pune', role: 'tenant', page: 2, perPage: 100 },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(231);
    expect(lines[0]).toBe(
      'id,full_name,email,phone,city,state,roles,created_at,last_login_at,profile_completion_percentage',
    );
    expect(lines[1]).toBe(
      'id-0,Person 0,p0@example.in,,Pune,Maharashtra,user; tenant,2026-11-01T00:00:00Z,,50',
    );
  });

  it('quotes commas and keeps a name typed as a formula from running in a spreadsheet', async () => {
    const rows = [{ ...person(1), full_name: '=HYPERLINK("http://x.example")', city: 'Navi Mumbai, MH' }];
    const csv = await exportUsersCsv(async () => ({ data: rows, total: 1 }), '');
    expect(csv.split('\r\n')[1]).toBe(
      'id-1,"\'=HYPERLINK(""http://x.example"")",p1@example.in,,"Navi Mumbai, MH",Maharashtra,user; tenant,2026-11-01T00:00:00Z,,50',
    );
  });

  it('writes phone numbers as text, so a spreadsheet keeps the +91', async () => {
    const rows = [{ ...person(2), phone: '+919876543210' }];
    const csv = await exportUsersCsv(async () => ({ data: rows, total: 1 }), '');
    expect(csv.split('\r\n')[1]).toContain(',p2@example.in,"=""+919876543210""",Pune,');
  });
});
