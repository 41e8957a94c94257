// The reads behind tenancies owners record themselves, each through the person's own client:
// the landlord's verified listings and the invitations they sent, the invitations waiting for the
// signed-in person, and whom each lease's rent is paid to (rent_payees).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loaded } from '../loaded.ts';
import { readSignal, rowsOf } from '../owner/portfolio.ts';

export interface OwnListing {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  rent: number;
  deposit: number;
  verified: boolean;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface SentInvitation {
  id: string;
  property_id: string;
  email: string | null;
  phone: string | null;
  monthly_rent: number;
  security_deposit: number;
  start_date: string;
  end_date: string;
  rent_due_day: number;
  notice_period_days: number;
  status: InvitationStatus;
  expires_at: string;
  created_at: string;
}

export interface RecordTenancyData {
  /** The landlord's listings; a tenancy is recorded for a verified one. */
  listings: OwnListing[];
  invitations: SentInvitation[];
  /** Whether the landlord has set the UPI ID their tenants pay to. */
  hasUpiId: boolean;
}

export interface WaitingInvitation {
  id: string;
  property_id: string;
  property_title: string;
  city: string;
  locality: string | null;
  landlord_name: string | null;
  monthly_rent: number;
  security_deposit: number;
  start_date: string;
  end_date: string;
  rent_due_day: number;
  notice_period_days: number;
  expires_at: string;
  created_at: string;
}

export interface RentPayee {
  lease_id: string;
  payee_name: string | null;
  upi_id: string | null;
}

const INVITATION_COLUMNS =
  'id, property_id, email, phone, monthly_rent, security_deposit, start_date, end_date, rent_due_day, notice_period_days, status, expires_at, created_at';

/** What the landlord's "Record a tenancy" page shows. */
export async function loadRecordTenancy(client: SupabaseClient, userId: string): Promise<Loaded<RecordTenancyData>> {
  try {
    const [listings, invitations, upi] = await Promise.all([
      client
        .from('properties')
        .select('id, title, city, locality, rent, deposit, verified')
        .eq('listed_by', userId)
        .order('created_at', { ascending: false })
        .limit(200)
        .abortSignal(readSignal())
        .returns<OwnListing[]>(),
      client
        .from('tenancy_invitations')
        .select(INVITATION_COLUMNS)
        .eq('landlord_id', userId)
        .order('created_at', { ascending: false })
        .limit(50)
        .abortSignal(readSignal())
        .returns<SentInvitation[]>(),
      client.from('landlord_payment_details').select('upi_id').eq('user_id', userId).abortSignal(readSignal()),
    ]);
    return { status: 'ok', data: { listings: rowsOf(listings), invitations: rowsOf(invitations), hasUpiId: rowsOf(upi).length > 0 } };
  } catch {
    return { status: 'error', message: 'tenancy.record.error' };
  }
}

/** The invitations waiting for the signed-in person's confirmed email (or phone). */
export async function loadInvitationInbox(client: SupabaseClient): Promise<Loaded<WaitingInvitation[]>> {
  try {
    const { data, error } = await client.rpc('my_tenancy_invitations').abortSignal(readSignal());
    if (error) throw error;
    return { status: 'ok', data: (data ?? []) as WaitingInvitation[] };
  } catch {
    return { status: 'error', message: 'tenancy.inbox.error' };
  }
}

/** Whom the rent of each of the person's leases is paid to, by lease. */
export async function readRentPayees(client: SupabaseClient): Promise<Map<string, RentPayee>> {
  const { data, error } = await client.rpc('rent_payees').abortSignal(readSignal());
  if (error) throw error;
  return new Map(((data ?? []) as RentPayee[]).map((row) => [row.lease_id, row]));
}

/** An invitation as its landlord sees it: waiting past its date reads as expired. */
export function invitationState(invitation: Pick<SentInvitation, 'status' | 'expires_at'>, now: Date = new Date()): InvitationStatus | 'expired' {
  return invitation.status === 'pending' && new Date(invitation.expires_at).getTime() <= now.getTime() ? 'expired' : invitation.status;
}
