import type { ListingFactsValues } from '@rentals/core/validation/listingFacts';
import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

/** A listing as correct_property_facts returns it: the facts, and whether it now waits for review. */
export interface CorrectedListing extends Partial<ListingFactsValues> {
  id: string;
  verified: boolean;
  review_changes: Record<string, unknown> | null;
}

export interface PropertyFactsMethods {
  /** Corrects a listing's rental facts as an admin, audited; a changed home fact sends an approved listing back to review. */
  correctListingFacts(property_id: string, facts: Partial<ListingFactsValues>): Promise<CorrectedListing>;
}

export function propertyFactsMethods(client: ConsoleClient): PropertyFactsMethods {
  return {
    correctListingFacts: (property_id, facts) =>
      callRpc(client, 'correct_property_facts', { _property_id: property_id, _facts: facts }),
  };
}
