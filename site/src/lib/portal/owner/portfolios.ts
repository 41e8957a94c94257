// /property-manager: the appointments of property managers the caller can see (their own, or every
// one for an admin with the second factor), each with its portfolio's size and open requests.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loaded } from '../loaded.ts';
import { readSignal, rowsOf } from './portfolio.ts';

export interface PortfolioRow {
  id: string;
  manager_name: string | null;
  manager_phone: string | null;
  landlord_id: string;
  landlord_name: string | null;
  landlord_phone: string | null;
  created_at: string;
  properties: number;
  open_requests: number;
}

export async function loadPortfolios(client: SupabaseClient): Promise<Loaded<PortfolioRow[]>> {
  try {
    const { data, error } = await client.rpc('portfolio_contacts').abortSignal(readSignal());
    if (error) throw error;
    const appointments = (data ?? []) as Omit<PortfolioRow, 'properties' | 'open_requests'>[];
    const landlords = [...new Set(appointments.map((a) => a.landlord_id))];
    const properties = landlords.length
      ? rowsOf(
          await client
            .from('properties')
            .select('id, listed_by')
            .in('listed_by', landlords)
            .limit(5000)
            .abortSignal(readSignal()),
        )
      : [];
    const owner = new Map(properties.map((p) => [p.id as string, p.listed_by as string]));
    const requests = owner.size
      ? rowsOf(
          await client
            .from('maintenance_requests')
            .select('property_id')
            .in('status', ['open', 'in_progress'])
            .in('property_id', [...owner.keys()])
            .limit(5000)
            .abortSignal(readSignal()),
        )
      : [];
    const count = <T>(list: T[], landlord: string, of: (item: T) => string | undefined) =>
      list.filter((item) => of(item) === landlord).length;
    return {
      status: 'ok',
      data: appointments.map((a) => ({
        ...a,
        properties: count(properties, a.landlord_id, (p) => p.listed_by as string),
        open_requests: count(requests, a.landlord_id, (r) => owner.get(r.property_id as string)),
      })),
    };
  } catch {
    return { status: 'error', message: 'owner.portfolios.error' };
  }
}
