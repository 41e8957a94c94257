import type { ConsoleClient } from '../supabase.ts';
import type { AddRvlValues } from '@rentals/core/validation/addRvl';
import { callRpc } from './rpc.ts';

/** A row of admin_search_users(): the admin's user-profile view object of spec 3. */
export interface AdminUserRow {
  id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  /** The phone is the account's number confirmed by a texted code. */
  phone_verified?: boolean;
  city: string | null;
  state: string | null;
  avatar_url: string | null;
  created_at: string;
  last_login_at: string | null;
  profile_completion_percentage: number;
  roles: string[];
  affiliate_id: string | null;
}

export interface UserStats {
  total: number;
  brokers: number;
  landlords: number;
  active: number;
}

export interface UserSearch {
  search: string;
  /** Only the people holding this role. */
  role?: string | null;
  /** 0-based page. */
  page: number;
  /** At most 100 (the database refuses more). */
  perPage: number;
}

export interface UsersMethods {
  /** One page of people matching the search, searched and counted in the database. */
  searchUsers: (params: UserSearch) => Promise<{ data: AdminUserRow[]; total: number }>;
  getUserStats: () => Promise<UserStats>;
  /** Add RVL (spec 2.3): an approved managed rental for the user (admin_add_rvl). */
  addRvl: (
    userId: string,
    application: Omit<AddRvlValues, 'rental_value_locked'>,
  ) => Promise<{ id: string; rental_value_locked: number }>;
  /** Sets an affiliate's shadow power; 0 deactivates it (set_affiliate_shadow_power). */
  setShadowPower: (
    affiliateId: string,
    amount: number,
    notes: string | null,
  ) => Promise<{ affiliate_id: string; shadow_power_amount: number; is_active: boolean }>;
}

export function usersMethods(client: ConsoleClient): UsersMethods {
  return {
    async searchUsers({ search, role, page, perPage }) {
      const rows = await callRpc<(AdminUserRow & { total_count: number })[]>(
        client,
        'admin_search_users',
        {
          _search: search || null,
          _limit: perPage,
          _offset: page * perPage,
          ...(role && { _role: role }),
        },
      );
      return {
        data: rows.map(({ total_count: _total, ...row }) => row),
        total: Number(rows[0]?.total_count ?? 0),
      };
    },
    getUserStats: () => callRpc<UserStats>(client, 'admin_user_stats'),
    addRvl: (userId, application) =>
      callRpc(client, 'admin_add_rvl', { _user_id: userId, _application: application }),
    setShadowPower: (affiliateId, amount, notes) =>
      callRpc(client, 'set_affiliate_shadow_power', {
        _affiliate_id: affiliateId,
        _amount: amount,
        _notes: notes,
      }),
  };
}
