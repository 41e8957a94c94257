import type { ConsoleClient } from '../supabase.ts';
import type { AppRole } from '@rentals/core/rules/roles';
import type { AssignableRole } from '@rentals/core/rules/assignableRoles';
import { callRpc, ApiError } from './rpc.ts';

export interface UserMatch {
  id: string;
  full_name: string | null;
  email: string | null;
}

/** People shown for one search: enough to pick from, small enough to read on a phone. */
export const USER_SEARCH_LIMIT = 10;

export interface RolesMethods {
  getUserRoles(user_id: string): Promise<AppRole[]>;
  assignRole(user_id: string, role: AssignableRole): Promise<unknown>;
  removeRole(user_id: string, role: AppRole): Promise<unknown>;
  /** People whose name or email contains the text (case-insensitive), by name. */
  lookupUsers(text: string): Promise<UserMatch[]>;
}

// PostgREST's or=() syntax gives commas, parentheses and the like a meaning; they cannot occur in
// a name or an email search worth running, so they are dropped rather than escaped.
const searchable = (text: string) => text.replace(/[,()*%\\:"]/g, ' ').trim();

export function rolesMethods(client: ConsoleClient): RolesMethods {
  return {
    async getUserRoles(user_id) {
      const { data, error } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', user_id)
        .order('role');
      if (error) throw new ApiError(error.message);
      return (data ?? []).map((row) => row.role as AppRole);
    },
    assignRole: (user_id, role) =>
      callRpc(client, 'assign_role', { _user_id: user_id, _role: role }),
    removeRole: (user_id, role) =>
      callRpc(client, 'remove_role', { _user_id: user_id, _role: role }),
    async lookupUsers(text) {
      const term = searchable(text);
      if (!term) return [];
      const { data, error } = await client
        .from('admin_user_profiles')
        .select('id, full_name, email')
        .or(`full_name.ilike.*${term}*,email.ilike.*${term}*`)
        .order('full_name')
        .limit(USER_SEARCH_LIMIT);
      if (error) throw new ApiError(error.message);
      return (data ?? []) as UserMatch[];
    },
  };
}
