// What the signed-in person has already done about a listing, so the page shows it instead of
// offering the same step twice; opening the page also records it in their recently viewed. Read in
// the browser with the person's own session (row-level security), so the page's HTML stays the
// same for everyone.
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
  // A missing view in "recently viewed" is not worth an error; a state the page cannot show is.
  if (viewed.error) console.warn(`detail: could not record a view: ${viewed.error.message}`);
  const failed = [shortlist, visit, application, report].find((read) => read.error);
  if (failed?.error) throw new Error(failed.error.message);
  return {
    shortlisted: Boolean(shortlist.data),
    visit: (visit.data as OpenVisit | null) ?? null,
    application: (application.data as OpenApplication | null) ?? null,
    reported: Boolean(report.data),
  };
}

/** What the listing's actions show for the person in the browser. */
export type PersonalView = { kind: 'own' } | { kind: 'person'; userId: string; state: PersonalState };

/**
 * Where the actions island learns who is there: stories pass their own, the page the browser's
 * session (lib/detail/browserPersonal.ts, loaded only when a session cookie is present).
 */
export interface PersonalSource {
  /** Whether the browser holds a session cookie: known without a request. */
  hasSession(): boolean;
  /** The person's view of the listing; null when the session turned out to be over. Rejects when it cannot be read. */
  load(propertyId: string): Promise<PersonalView | null>;
}
