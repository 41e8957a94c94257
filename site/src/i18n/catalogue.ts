// The message catalogue: one file per area and language. English defines the keys; every Hindi file
// is typed against its English twin, so a key without its Hindi text does not compile.
import { accountSecurity as enAccountSecurity } from './en/accountSecurity.ts';
import { affiliate as enAffiliate } from './en/affiliate.ts';
import { auth as enAuth } from './en/auth.ts';
import { common as enCommon } from './en/common.ts';
import { contact as enContact } from './en/contact.ts';
import { errors as enErrors } from './en/errors.ts';
import { detail as enDetail } from './en/detail.ts';
import { home as enHome } from './en/home.ts';
import { marketing as enMarketing } from './en/marketing.ts';
import { notFound as enNotFound } from './en/notFound.ts';
import { operations as enOperations } from './en/operations.ts';
import { portal as enPortal } from './en/portal.ts';
import { user as enUser } from './en/user.ts';
import { register as enRegister } from './en/register.ts';
import { broker as enBroker } from './en/broker.ts';
import { owner as enOwner } from './en/owner.ts';
import { tenant as enTenant } from './en/tenant.ts';
import { listing as enListing } from './en/listing.ts';
import { search as enSearch } from './en/search.ts';
import { shell as enShell } from './en/shell.ts';
import { validation as enValidation } from './en/validation.ts';
import { accountSecurity as hiAccountSecurity } from './hi/accountSecurity.ts';
import { savedSearches as enSavedSearches } from './en/savedSearches.ts';
import { owners as enOwners } from './en/owners.ts';
import { receipts as enReceipts } from './en/receipts.ts';
import { agreement as enAgreement } from './en/agreement.ts';
import { places as enPlaces } from './en/places.ts';
import { serverForms as enServerForms } from './en/serverForms.ts';
import { chat as enChat } from './en/chat.ts';
import { facts as enFacts } from './en/facts.ts';
import { map as enMap } from './en/map.ts';
import { tenancy as enTenancy } from './en/tenancy.ts';
import { auth as hiAuth } from './hi/auth.ts';
import { common as hiCommon } from './hi/common.ts';
import { contact as hiContact } from './hi/contact.ts';
import { errors as hiErrors } from './hi/errors.ts';
import { detail as hiDetail } from './hi/detail.ts';
import { home as hiHome } from './hi/home.ts';
import { marketing as hiMarketing } from './hi/marketing.ts';
import { notFound as hiNotFound } from './hi/notFound.ts';
import { operations as hiOperations } from './hi/operations.ts';
import { search as hiSearch } from './hi/search.ts';
import { shell as hiShell } from './hi/shell.ts';
import { validation as hiValidation } from './hi/validation.ts';
import { affiliate as hiAffiliate } from './hi/affiliate.ts';
import { broker as hiBroker } from './hi/broker.ts';
import { listing as hiListing } from './hi/listing.ts';
import { owner as hiOwner } from './hi/owner.ts';
import { portal as hiPortal } from './hi/portal.ts';
import { register as hiRegister } from './hi/register.ts';
import { tenant as hiTenant } from './hi/tenant.ts';
import { user as hiUser } from './hi/user.ts';
import { savedSearches as hiSavedSearches } from './hi/savedSearches.ts';
import { owners as hiOwners } from './hi/owners.ts';
import { receipts as hiReceipts } from './hi/receipts.ts';
import { agreement as hiAgreement } from './hi/agreement.ts';
import { places as hiPlaces } from './hi/places.ts';
import { serverForms as hiServerForms } from './hi/serverForms.ts';
import { chat as hiChat } from './hi/chat.ts';
import { facts as hiFacts } from './hi/facts.ts';
import { map as hiMap } from './hi/map.ts';
import { tenancy as hiTenancy } from './hi/tenancy.ts';

export const en = {
  ...enCommon,
  ...enShell,
  ...enHome,
  ...enSearch,
  ...enDetail,
  ...enAuth,
  ...enNotFound,
  ...enErrors,
  ...enOperations,
  ...enMarketing,
  ...enContact,
  ...enPortal,
  ...enUser,
  ...enRegister,
  ...enBroker,
  ...enOwner,
  ...enTenant,
  ...enListing,
  ...enAffiliate,
  ...enValidation,
  ...enAccountSecurity,
  ...enSavedSearches,
  ...enOwners,
  ...enReceipts,
  ...enAgreement,
  ...enPlaces,
  ...enServerForms,
  ...enChat,
  ...enFacts,
  ...enMap,
  ...enTenancy,
};

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const hi: Catalogue = {
  ...hiCommon,
  ...hiShell,
  ...hiHome,
  ...hiSearch,
  ...hiDetail,
  ...hiAuth,
  ...hiNotFound,
  ...hiErrors,
  ...hiOperations,
  ...hiMarketing,
  ...hiContact,
  ...hiPortal,
  ...hiUser,
  ...hiRegister,
  ...hiBroker,
  ...hiOwner,
  ...hiTenant,
  ...hiListing,
  ...hiAffiliate,
  ...hiValidation,
  ...hiAccountSecurity,
  ...hiSavedSearches,
  ...hiOwners,
  ...hiReceipts,
  ...hiAgreement,
  ...hiPlaces,
  ...hiServerForms,
  ...hiChat,
  ...hiFacts,
  ...hiMap,
  ...hiTenancy,
};

/** Every area by name, for the checks that keys stay in the area their name says. */
export const AREAS = {
  common: enCommon,
  shell: enShell,
  home: enHome,
  search: enSearch,
  detail: enDetail,
  auth: enAuth,
  notFound: enNotFound,
  errors: enErrors,
  marketing: enMarketing,
  contact: enContact,
  portal: enPortal,
  user: enUser,
  register: enRegister,
  broker: enBroker,
  owner: enOwner,
  tenant: enTenant,
  listing: enListing,
  affiliate: enAffiliate,
  validation: enValidation,
  operations: enOperations,
  accountSecurity: enAccountSecurity,
  savedSearches: enSavedSearches,
  owners: enOwners,
  receipts: enReceipts,
  agreement: enAgreement,
  places: enPlaces,
  serverForms: enServerForms,
  chat: enChat,
  facts: enFacts,
  map: enMap,
  tenancy: enTenancy,
};

