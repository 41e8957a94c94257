// The writes a signed-in visitor makes from a listing's page, straight to their own rows under
// row-level security. Islands take them as a prop so that stories can stand in for the API.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Application, VisitRequest } from '@rentals/core/validation/propertyRequests';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { REPORT_ADDRESS_LIMIT, REPORT_PERSON_LIMIT } from '@rentals/core/validation/messages';

/**
 * What a report came to: sent, refused as a second one, refused for missing words, refused over
 * the day's limit of the person or of their network, or failed.
 */
export type ReportOutcome = 'sent' | 'already' | 'detailsRequired' | 'limitPerson' | 'limitNetwork' | 'failed';

export interface ListingReport {
  reason: string;
  details: string;
}

export interface PropertyActions {
  setShortlisted(propertyId: string, userId: string, shortlisted: boolean): Promise<void>;
  requestVisit(propertyId: string, userId: string, visit: VisitRequest): Promise<void>;
  apply(propertyId: string, userId: string, application: Application): Promise<void>;
  /** Resolves with the database's answer; rejects only when the API could not be reached. */
  report(propertyId: string, userId: string, report: ListingReport): Promise<ReportOutcome>;
}

/**
 * The database's answer to a report (listing_reports: one per person and listing, words required
 * for "other", so many a day per person and per address), as the constraint or limit it names says.
 */
export function reportOutcome(error: { message: string; code?: string } | null): ReportOutcome {
  if (!error) return 'sent';
  if (error.message === REPORT_PERSON_LIMIT) return 'limitPerson';
  if (error.message === REPORT_ADDRESS_LIMIT) return 'limitNetwork';
  const refused = fieldErrorFromDatabase(error);
  if (refused?.field === 'reason') return 'already';
  if (refused?.field === 'details') return 'detailsRequired';
  return 'failed';
}

// The code travels with the message: a second application or visit request is told apart.
function check({ error }: { error: { message: string; code?: string } | null }): void {
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
}

/** The actions through a Supabase client. */
export function clientActions(client: SupabaseClient): PropertyActions {
  return {
    async setShortlisted(propertyId, userId, shortlisted) {
      check(
        shortlisted
          ? // Saving twice (two tabs) is not an error: the row is already there.
            await client.from('shortlisted_properties').upsert({ user_id: userId, property_id: propertyId }, { ignoreDuplicates: true })
          : await client.from('shortlisted_properties').delete().eq('user_id', userId).eq('property_id', propertyId),
      );
    },
    async requestVisit(propertyId, userId, visit) {
      check(await client.from('property_visits').insert({ property_id: propertyId, user_id: userId, ...visit }));
    },
    async apply(propertyId, userId, application) {
      check(await client.from('property_applications').insert({ property_id: propertyId, user_id: userId, ...application }));
    },
    async report(propertyId, userId, { reason, details }) {
      const { error } = await client
        .from('listing_reports')
        .insert({ property_id: propertyId, reporter_id: userId, reason, details: details.trim() || null });
      return reportOutcome(error);
    },
  };
}
