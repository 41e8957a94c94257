import { reviewResources } from './reviews.ts';
import type { commissionsMessages } from './commissions.ts';
import { consoleMessages } from './console.ts';
import type { adminDashboardMessages } from './adminDashboard.ts';
import type { analyticsMessages } from './analytics.ts';
import type { crmMessages } from './crm.ts';
import { dashboardMessages } from './dashboard.ts';
import type { documentsMessages } from './documents.ts';
import type { listingCodesMessages } from './listingCodes.ts';
import type { managedRentalsMessages } from './managedRentals.ts';
import type { propertyFactsMessages } from './propertyFacts.ts';
import type { shadowBalancingMessages } from './shadowBalancing.ts';
import type { workListsMessages } from './workLists.ts';
import type { peopleMessages } from './people.ts';
import { propertiesMessages } from './properties.ts';
import { listingReportsMessages } from './listingReports.ts';
import { conversationReportsMessages } from './conversationReports.ts';
import { listResources, listsMessages } from './lists.ts';
import { placesMessages } from './places.ts';
import { rolesMessages } from './roles.ts';
import { rowActionsMessages } from './rowActions.ts';
import { shadowPowerMessages } from './shadowPower.ts';
import { screenMessages } from './screens.ts';
import { addRvlMessages, shadowPowerDialogMessages, usersMessages } from './users.ts';

// Labels of the back office, one key per column name (the database's snake_case travels unchanged).
export const en = {
  app: {
    title: 'Rentals.in back office',
    login: {
      heading: 'Sign in to the back office',
      email: 'Email',
      password: 'Password',
      sign_in: 'Sign in',
      code_heading: 'Two-step verification',
      code_hint: 'Enter the 6-digit code from your authenticator app.',
      code: 'Authentication code',
      verify: 'Verify',
      start_over: 'Use another account',
      failed: 'Email or password is incorrect.',
      code_failed: 'That code did not work. Check the time on your device and try the newest code.',
      enrol_heading: 'Set up two-step verification',
      enrol_hint:
        'Admin powers need an authenticator app. Scan this QR code with it, or type the key below, then enter the 6-digit code it shows.',
      enrol_qr: 'QR code for your authenticator app',
      enrol_key: 'Key',
      enrol_preparing: 'Preparing your authenticator set-up...',
      enrol_failed: 'The set-up could not start. Reload the page to try again.',
    },
    ...consoleMessages,
    dashboard: dashboardMessages,
    users: usersMessages,
    add_rvl: addRvlMessages,
    shadow_power_dialog: shadowPowerDialogMessages,
    shadow_power: shadowPowerMessages,
    roles: rolesMessages,
    properties: propertiesMessages,
    listing_reports: listingReportsMessages,
    conversation_reports: conversationReportsMessages,
    row_actions: rowActionsMessages,
    ...screenMessages,
    places: placesMessages,
    lists: listsMessages,
  },
  resources: {
    ...reviewResources,
    ...listResources,
    properties: {
      name: 'Property |||| Properties',
      fields: {
        title: 'Title',
        city: 'City',
        locality: 'Locality',
        rent: 'Rent',
        availability: 'Availability',
        verified: 'Review',
        actions: 'Actions',
        created_at: 'Listed on',
        review_changes: 'Changed since approval',
        description: 'Description',
        deposit: 'Deposit',
        image_urls: 'Photos',
        property_images: 'Photo',
        address: 'Address',
        property_type: 'Type',
        bedrooms: 'Bedrooms',
        bathrooms: 'Bathrooms',
        area_sqft: 'Area (sq ft)',
        furnishing: 'Furnishing',
        amenities: 'Amenities',
        latitude: 'Latitude',
        longitude: 'Longitude',
      },
    },
  },
} as const;

export type Messages = typeof en;
/** The catalogue with the texts screens bring in their own chunk (addEnglishMessages), as Hindi has them all. */
export type AllMessages = Messages & { app: { documents: typeof documentsMessages; commissions: typeof commissionsMessages; crm: typeof crmMessages; analytics: typeof analyticsMessages; admin_dashboard: typeof adminDashboardMessages; listing_codes: typeof listingCodesMessages; managed_rentals: typeof managedRentalsMessages; property_facts: typeof propertyFactsMessages; shadow_balancing: typeof shadowBalancingMessages; work_lists: typeof workListsMessages; people: typeof peopleMessages } };
