/** An affiliate's shadow power as the table holds it (one row per affiliate, written by set_affiliate_shadow_power). */
export interface ShadowPowerRecord {
  id: string;
  affiliate_id: string;
  shadow_power_amount: number | string;
  is_active: boolean;
  notes: string | null;
  updated_at: string;
}

/** A row of the active shadow powers list: the record with its affiliate's name embedded. */
export interface ActiveShadowPower extends ShadowPowerRecord {
  affiliate_profiles: { full_name: string | null; email: string | null } | null;
}

/** A row of the affiliates list, with their shadow power record embedded, active or not (it pre-fills the dialog). */
export interface AffiliateRow {
  id: string;
  affiliate_id: string;
  full_name: string;
  email: string | null;
  status: string;
  affiliate_shadow_power: ShadowPowerRecord | ShadowPowerRecord[] | null;
}

const RECORD = 'id,affiliate_id,shadow_power_amount,is_active,notes,updated_at';

/** PostgREST selects of the two lists: each row with the other table embedded (one to one). */
export const ACTIVE_META = { columns: [RECORD, 'affiliate_profiles(full_name,email)'] };
export const AFFILIATES_META = { columns: ['id,affiliate_id,full_name,email,status', `affiliate_shadow_power(${RECORD})`] };

/** The embedded record: PostgREST gives an object for a one-to-one embedding, an array otherwise. */
export function shadowPowerOf(row: AffiliateRow): ShadowPowerRecord | null {
  const embedded = row.affiliate_shadow_power;
  return Array.isArray(embedded) ? (embedded[0] ?? null) : embedded;
}
