import type { ConsoleClient } from '../supabase.ts';
import { PROFILE_LIST_LIMIT } from '@rentals/core/constants';
import { ApiError, callRpc } from './rpc.ts';

export interface CrmProfile {
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
  roles: string[];
}

export interface CrmRvlRecord {
  id: string;
  property_location: string;
  monthly_rent: number | string;
  rental_value_locked: number | string | null;
  status: string;
  created_at: string;
}

export interface CrmCommission {
  id: string;
  amount: number | string;
  month_year: string;
  status: string;
  commission_type: string;
  percentage: number | string;
  paid_at: string | null;
}

export interface CrmPayment {
  id: string;
  kind: string;
  provider: string;
  amount: number | string;
  status: string;
  paid_at: string | null;
  created_at: string;
}

export interface ActivityEntry {
  occurred_at: string;
  kind: string;
  action: string;
  details: Record<string, unknown>;
}

/** The metric cards' figures, summed by the database over all the person's rows (admin_user_crm_totals). */
export interface CrmTotals {
  rvl_total: number;
  rvl_this_month: number;
  commissions_total: number;
  commissions_this_month: number;
  properties_total: number;
  properties_active: number;
}

/** Everything the user profile view (spec 2.11) shows about one person. */
export interface UserCrm {
  profile: CrmProfile;
  totals: CrmTotals;
  rvl_records: CrmRvlRecord[];
  commissions: CrmCommission[];
  payments: CrmPayment[];
  affiliate: { affiliate_id: string; status: string } | null;
  shadow_power: { shadow_power_amount: number | string; notes: string | null } | null;
}

export interface CrmMethods {
  getUserCrm: (userId: string) => Promise<UserCrm>;
  /** The Activity Log: admin_user_activity(), newest first. */
  getUserActivity: (userId: string) => Promise<ActivityEntry[]>;
}

function rows<T>(result: { data: unknown; error: { message: string; code?: string } | null }): T {
  if (result.error) throw new ApiError(result.error.message, result.error.code);
  return result.data as T;
}

export function crmMethods(client: ConsoleClient): CrmMethods {
  return {
    async getUserCrm(userId) {
      // Reads only, each under the tables' admin policies (spec 7: the admin user profile reads).
      const [profile, broker, affiliate] = await Promise.all([
        client
          .from('admin_user_profiles')
          .select('id,email,full_name,phone,phone_verified,city,state,avatar_url,created_at,roles')
          .eq('id', userId)
          .single(),
        client.from('brokers').select('id').eq('user_id', userId).maybeSingle(),
        client
          .from('affiliate_profiles')
          .select('affiliate_id,status')
          .eq('user_id', userId)
          .maybeSingle(),
      ]);
      const brokerId = rows<{ id: string } | null>(broker)?.id;
      const affiliateRow = rows<UserCrm['affiliate']>(affiliate);
      const mine = brokerId
        ? `landlord_id.eq.${userId},submitted_by_broker_id.eq.${brokerId}`
        : `landlord_id.eq.${userId}`;
      const paid = brokerId
        ? `user_id.eq.${userId},broker_id.eq.${brokerId}`
        : `user_id.eq.${userId}`;
      const [applications, commissions, payments, totals, shadow] = await Promise.all([
        client
          .from('managed_rental_applications')
          .select('id,property_location,monthly_rent,rental_value_locked,status,created_at')
          .or(mine)
          .order('created_at', { ascending: false })
          .limit(PROFILE_LIST_LIMIT),
        client
          .from('managed_rental_commissions')
          .select('id,amount,month_year,status,commission_type,percentage,paid_at')
          .eq('beneficiary_user_id', userId)
          .order('created_at', { ascending: false })
          .limit(PROFILE_LIST_LIMIT),
        client
          .from('payments')
          .select('id,kind,provider,amount,status,paid_at,created_at')
          .or(paid)
          .order('created_at', { ascending: false })
          .limit(PROFILE_LIST_LIMIT),
        // The lists show the newest 20 (spec 9); the cards' totals cover every row.
        callRpc<CrmTotals>(client, 'admin_user_crm_totals', { _user_id: userId }),
        affiliateRow
          ? client
              .from('affiliate_shadow_power')
              .select('shadow_power_amount,notes')
              .eq('affiliate_id', affiliateRow.affiliate_id)
              .eq('is_active', true)
              .maybeSingle()
          : Promise.resolve({ data: null, error: null }),
      ]);
      return {
        profile: rows<CrmProfile>(profile),
        rvl_records: rows<CrmRvlRecord[]>(applications),
        commissions: rows<CrmCommission[]>(commissions),
        payments: rows<CrmPayment[]>(payments),
        totals,
        affiliate: affiliateRow,
        shadow_power: rows<UserCrm['shadow_power']>(shadow),
      };
    },
    getUserActivity: (userId) =>
      callRpc<ActivityEntry[]>(client, 'admin_user_activity', { _user_id: userId, _limit: 50 }),
  };
}
