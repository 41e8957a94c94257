import type { AllMessages } from '../en.ts';
import { adminDashboardMessagesHi } from './adminDashboard.ts';
import { analyticsMessagesHi } from './analytics.ts';
import { commissionsMessagesHi } from './commissions.ts';
import { consoleMessagesHi } from './console.ts';
import { crmMessagesHi } from './crm.ts';
import { dashboardMessagesHi } from './dashboard.ts';
import { documentsMessagesHi } from './documents.ts';
import { listingCodesMessagesHi } from './listingCodes.ts';
import { loginMessagesHi } from './login.ts';
import { managedRentalsMessagesHi } from './managedRentals.ts';
import { peopleMessagesHi } from './people.ts';
import { propertiesMessagesHi } from './properties.ts';
import { propertyFactsMessagesHi } from './propertyFacts.ts';
import { propertyResourceHi } from './propertyResource.ts';
import { reviewResourcesHi } from './reviews.ts';
import { rolesMessagesHi } from './roles.ts';
import { shadowBalancingMessagesHi } from './shadowBalancing.ts';
import { shadowPowerMessagesHi } from './shadowPower.ts';
import { screenMessagesHi } from './screens.ts';
import { listingReportsMessagesHi } from './listingReports.ts';
import { conversationReportsMessagesHi } from './conversationReports.ts';
import { rowActionsMessagesHi } from './rowActions.ts';
import { placesMessagesHi } from './places.ts';
import { listResourcesHi, listsMessagesHi } from './lists.ts';
import type { Translation } from './types.ts';
import { workListsMessagesHi } from './workLists.ts';
import { addRvlMessagesHi, shadowPowerDialogMessagesHi, usersMessagesHi } from './users.ts';

// The console in Hindi, key for key the English catalogue (docs/glossary-hi.md for the trade's words).
export const hi = {
  app: {
    title: 'Rentals.in बैक ऑफ़िस',
    login: loginMessagesHi,
    ...consoleMessagesHi,
    dashboard: dashboardMessagesHi,
    users: usersMessagesHi,
    add_rvl: addRvlMessagesHi,
    shadow_power_dialog: shadowPowerDialogMessagesHi,
    crm: crmMessagesHi,
    shadow_power: shadowPowerMessagesHi,
    admin_dashboard: adminDashboardMessagesHi,
    analytics: analyticsMessagesHi,
    commissions: commissionsMessagesHi,
    people: peopleMessagesHi,
    roles: rolesMessagesHi,
    properties: propertiesMessagesHi,
    listing_reports: listingReportsMessagesHi,
    conversation_reports: conversationReportsMessagesHi,
    row_actions: rowActionsMessagesHi,
    places: placesMessagesHi,
    documents: documentsMessagesHi,
    listing_codes: listingCodesMessagesHi,
    managed_rentals: managedRentalsMessagesHi,
    property_facts: propertyFactsMessagesHi,
    shadow_balancing: shadowBalancingMessagesHi,
    ...screenMessagesHi,
    lists: listsMessagesHi,
    work_lists: workListsMessagesHi,
  },
  resources: {
    ...reviewResourcesHi,
    ...listResourcesHi,
    properties: propertyResourceHi,
  },
} as const satisfies Translation<AllMessages>;
