import type { ConsoleClient } from '../supabase.ts';
import { callRpc } from './rpc.ts';

export interface PropertyModerationMethods {
  /** Verifies one listing (clearing a rejection). */
  approveListing(property_id: string): Promise<{ id: string }>;
  /** Verifies up to 100 listings in one step; returns those it changed. */
  approveListings(property_ids: string[]): Promise<{ id: string }[]>;
  /** Takes a listing off the site with a reason its owner reads. */
  rejectListing(property_id: string, reason: string): Promise<{ id: string }>;
  /** Closes a listing's open reports; a listing they held out of search returns to it. */
  dismissListingReports(property_id: string): Promise<{ id: string }>;
  /** Dismisses the open reports of several listings at once, all or none (dismiss_listing_reports). */
  dismissManyListingReports(property_ids: string[]): Promise<{ id: string }[]>;
  /** Closes a listing's open reports and takes it off the site with a reason its owner reads. */
  unlistReportedListing(property_id: string, reason: string): Promise<{ id: string }>;
}

export function propertyModerationMethods(client: ConsoleClient): PropertyModerationMethods {
  return {
    approveListing: (property_id) =>
      callRpc(client, 'approve_property', { _property_id: property_id }),
    approveListings: (property_ids) =>
      callRpc(client, 'approve_properties', { _property_ids: property_ids }),
    rejectListing: (property_id, reason) =>
      callRpc(client, 'reject_property', { _property_id: property_id, _reason: reason }),
    dismissListingReports: (property_id) =>
      callRpc(client, 'resolve_listing_reports', { _property_id: property_id, _action: 'dismiss', _reason: null }),
    dismissManyListingReports: (property_ids) =>
      callRpc(client, 'dismiss_listing_reports', { _property_ids: property_ids }),
    unlistReportedListing: (property_id, reason) =>
      callRpc(client, 'resolve_listing_reports', { _property_id: property_id, _action: 'unlist', _reason: reason }),
  };
}
