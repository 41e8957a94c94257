// The message catalogue: one file per area and language. English is complete by construction (its
// keys define the type); Hindi covers the public pages and falls back to English elsewhere.
import { affiliate as enAffiliate } from './en/affiliate.ts';
import { auth as enAuth } from './en/auth.ts';
import { common as enCommon } from './en/common.ts';
import { contact as enContact } from './en/contact.ts';
import { errors as enErrors } from './en/errors.ts';
import { detail as enDetail } from './en/detail.ts';
import { home as enHome } from './en/home.ts';
import { marketing as enMarketing } from './en/marketing.ts';
import { notFound as enNotFound } from './en/notFound.ts';
import { portal as enPortal } from './en/portal.ts';
import { user as enUser } from './en/user.ts';
import { register as enRegister } from './en/register.ts';
import { broker as enBroker } from './en/broker.ts';
import { owner as enOwner } from './en/owner.ts';
import { tenant as enTenant } from './en/tenant.ts';
import { listing as enListing } from './en/listing.ts';
import { search as enSearch } from './en/search.ts';
import { shell as enShell } from './en/shell.ts';
import { receipts as enReceipts } from './en/receipts.ts';
import { auth as hiAuth } from './hi/auth.ts';
import { common as hiCommon } from './hi/common.ts';
import { contact as hiContact } from './hi/contact.ts';
import { errors as hiErrors } from './hi/errors.ts';
import { detail as hiDetail } from './hi/detail.ts';
import { home as hiHome } from './hi/home.ts';
import { marketing as hiMarketing } from './hi/marketing.ts';
import { notFound as hiNotFound } from './hi/notFound.ts';
import { search as hiSearch } from './hi/search.ts';
import { shell as hiShell } from './hi/shell.ts';
import { receipts as hiReceipts } from './hi/receipts.ts';

export const en = {
  ...enCommon,
  ...enShell,
  ...enHome,
  ...enSearch,
  ...enDetail,
  ...enAuth,
  ...enNotFound,
  ...enErrors,
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
  ...enReceipts,
};

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const hi: Partial<Catalogue> = {
  ...hiCommon,
  ...hiShell,
  ...hiHome,
  ...hiSearch,
  ...hiDetail,
  ...hiAuth,
  ...hiNotFound,
  ...hiErrors,
  ...hiMarketing,
  ...hiContact,
  ...hiReceipts,
};

/** The areas of the public pages, which Hindi must cover in full. */
export const PUBLIC_AREAS = { common: enCommon, shell: enShell, home: enHome, search: enSearch, detail: enDetail, auth: enAuth, notFound: enNotFound, errors: enErrors };
