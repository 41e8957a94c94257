import { describe, expect, it, vi } from 'vitest';
import { RPC_LISTS } from './rpcLists.ts';

type Named = Parameters<(typeof RPC_LISTS)[string]>[0];

const params = (filter: Record<string, unknown>, page = 1, perPage = 25) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

// Only the method a list calls: the others are never reached.
function named(methods: Record<string, unknown>): Named {
  return methods as unknown as Named;
}

describe('RPC_LISTS', () => {
  it("reads People's page, search and role into admin_search_users' arguments, with its count", async () => {
    const searchUsers = vi.fn(async () => ({ data: [{ id: 'u1' }], total: 31 }));
    const result = await RPC_LISTS.admin_users!(named({ searchUsers }), params({ q: ' Asha ', role: 'broker' }, 2, 25));
    expect(searchUsers).toHaveBeenCalledWith({ search: 'Asha', role: 'broker', page: 1, perPage: 25 });
    expect(result).toEqual({ data: [{ id: 'u1' }], total: 31 });
    await RPC_LISTS.admin_users!(named({ searchUsers }), params({}));
    expect(searchUsers).toHaveBeenLastCalledWith({ search: '', role: null, page: 0, perPage: 25 });
  });

  it('pages listings by Previous and Next, without a count', async () => {
    const searchProperties = vi.fn(async () => ({ data: [{ id: 'p1' }], hasNextPage: true }));
    const result = await RPC_LISTS.admin_property_search!(
      named({ searchProperties }),
      params({ q: 'Pune', availability: 'rented' }, 3, 50),
    );
    expect(searchProperties).toHaveBeenCalledWith({ search: 'Pune', availability: 'rented', page: 2, perPage: 50 });
    expect(result).toEqual({ data: [{ id: 'p1' }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    const first = await RPC_LISTS.admin_property_search!(named({ searchProperties }), params({}));
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(searchProperties).toHaveBeenLastCalledWith({ search: '', availability: null, page: 0, perPage: 25 });
  });

  it("reads a month's commissions with its status and the affiliate searched for", async () => {
    const listMonthCommissions = vi.fn(async () => ({ rows: [{ id: 'c1' }], total: 1 }));
    const result = await RPC_LISTS.month_commissions!(
      named({ listMonthCommissions }),
      params({ month_year: '2026-11', status: 'pending', q: ' AFF-12 ' }, 1, 100),
    );
    expect(listMonthCommissions).toHaveBeenCalledWith('2026-11', 'pending', 0, 100, 'AFF-12');
    expect(result).toEqual({ data: [{ id: 'c1' }], total: 1 });
    await RPC_LISTS.month_commissions!(named({ listMonthCommissions }), params({ month_year: '2026-11' }));
    expect(listMonthCommissions).toHaveBeenLastCalledWith('2026-11', 'all', 0, 25, '');
  });
});
