// What the signed-in person has already done about a listing, so the page shows it instead of
// offering the same step twice; opening the page also records it in their recently viewed.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface OpenVisit {
  visit_type: 'physical' | 'virtual';
  scheduled_date: string | null;
  status: 'requested' | 'scheduled';
}

export interface OpenApplication {
  move_in_date: string | null;
  status: 'pending' | 'approved';
  created_at: string;
}

export interface PersonalState {
  shortlisted: boolean;
  visit: OpenVisit | null;
  application: OpenApplication | null;
  /** The person has reported this listing (once per person and listing). */
  reported: boolean;
}

export async function loadPersonalState(client: SupabaseClient, userId: string, propertyId: string): Promise<PersonalState> {
  const [shortlist, visit, application, viewed, report] = await Promise.all([
    client.from('shortlisted_properties').select('property_id').eq('user_id', userId).eq('property_id', propertyId).maybeSingle(),
    client
      .from('property_visits')
      .select('visit_type,scheduled_date,status')
      .eq('user_id', userId)
      .eq('property_id', propertyId)
      .in('status', ['requested', 'scheduled'])
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    client
      .from('property_applications')
      .select('move_in_date,status,created_at')
      .eq('user_id', userId)
      .eq('property_id', propertyId)
      .in('status', ['pending', 'approved'])
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    client.rpc('record_property_view', { _property_id: propertyId }),
    client.from('listing_reports').select('id').eq('reporter_id', userId).eq('property_id', propertyId).maybeSingle(),
  ]);
  if (viewed.error) console.warn(`detail: could not record a view: ${viewed.error.message}`);
  return {
    shortlisted: Boolean(shortlist.data),
    visit: (visit.data as OpenVisit | null) ?? null,
    application: (application.data as OpenApplication | null) ?? null,
    reported: Boolean(report.data),
  };
}
