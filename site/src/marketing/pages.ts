// Every prerendered marketing and legal page's content, for the content checks.
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

export const MARKETING_PAGES = [
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

export const LEGAL_DOCUMENTS = [termsDocument, privacyDocument];
