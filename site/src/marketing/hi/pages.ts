// The Hindi copies of the prerendered marketing and legal pages, by the English page's path. Each
// is built at /hi/<path> (src/pages/hi/[page].astro) and names the English page as its alternate.
import type { LegalDocumentContent, MarketingPageContent } from '../types.ts';
import { aboutPage } from './about.ts';
import { brokersPage } from './brokers.ts';
import { corporatesPage } from './corporates.ts';
import { furnishedLeasingPage } from './furnishedLeasing.ts';
import { guaranteedLeasePage } from './guaranteedLease.ts';
import { legalSupportPage } from './legalSupport.ts';
import { privacyDocument } from './privacy.ts';
import { propertyManagementPage } from './propertyManagement.ts';
import { propertyOwnersPage } from './propertyOwners.ts';
import { servicesPage } from './services.ts';
import { tenantVerificationPage } from './tenantVerification.ts';
import { tenantsPage } from './tenants.ts';
import { termsDocument } from './terms.ts';

export const HINDI_MARKETING_PAGES: readonly MarketingPageContent[] = [
  aboutPage,
  servicesPage,
  propertyOwnersPage,
  tenantsPage,
  corporatesPage,
  brokersPage,
  guaranteedLeasePage,
  tenantVerificationPage,
  furnishedLeasingPage,
  legalSupportPage,
  propertyManagementPage,
];

export const HINDI_LEGAL_DOCUMENTS: readonly LegalDocumentContent[] = [termsDocument, privacyDocument];

/** The note under the broker page's rank table. */
export const HINDI_RANK_NOTE =
  'क्वालिफ़ाइड RVL आपका निजी RVL और उस महीने आपकी टीम का संतुलित वॉल्यूम मिलाकर बनता है। रैंक हर महीने तय होती है; सबसे नई रैंक ही आपकी मौजूदा रैंक है।';
