// The catalogue keys each island of a listing's page shows; the page picks them on the server so
// no island ships the catalogue.
import type { MessageKey } from '../../i18n/catalogue.ts';

export const SHORTLIST_KEYS = [
  'detail.shortlist.add',
  'detail.shortlist.remove',
  'detail.shortlist.added',
  'detail.shortlist.removed',
  'detail.shortlist.failed',
] as const satisfies readonly MessageKey[];

const FIELD_ERROR_KEYS = [
  'detail.error.visitTypeRequired',
  'detail.error.dateRequired',
  'detail.error.dateInPast',
  'detail.error.timeRequired',
  'detail.error.moveInRequired',
  'detail.error.notesTooLong',
  'detail.error.checkField',
] as const satisfies readonly MessageKey[];

export const VISIT_KEYS = [
  'detail.visit.heading',
  'detail.visit.type',
  'detail.visit.physical',
  'detail.visit.virtual',
  'detail.visit.date',
  'detail.visit.time',
  'detail.visit.chooseTime',
  'detail.visit.notes',
  'detail.visit.submit',
  'detail.visit.sending',
  'detail.visit.sent',
  'detail.visit.existing',
  'detail.visit.failed',
  'detail.visit.duplicate',
  'detail.status.requested',
  'detail.status.scheduled',
  ...FIELD_ERROR_KEYS,
] as const satisfies readonly MessageKey[];

export const APPLY_KEYS = [
  'detail.apply.heading',
  'detail.apply.moveIn',
  'detail.apply.notes',
  'detail.apply.notesHint',
  'detail.apply.submit',
  'detail.apply.sending',
  'detail.apply.sent',
  'detail.apply.existing',
  'detail.apply.failed',
  'detail.apply.duplicate',
  'detail.status.pending',
  'detail.status.approved',
  ...FIELD_ERROR_KEYS,
] as const satisfies readonly MessageKey[];

export const REPORT_KEYS = [
  'owners.report.open',
  'owners.report.title',
  'owners.report.reason.already_rented',
  'owners.report.reason.wrong_price_or_photos',
  'owners.report.reason.fraud',
  'owners.report.reason.duplicate',
  'owners.report.reason.other',
  'owners.report.details',
  'owners.report.detailsHint',
  'owners.report.detailsRequired',
  'owners.report.send',
  'owners.report.sending',
  'owners.report.sent',
  'owners.report.already',
  'validation.reportPersonLimit',
  'validation.reportAddressLimit',
  'owners.report.failed',
] as const satisfies readonly MessageKey[];

/** Everything the listing's actions island shows, its four parts included. */
export const MESSAGE_OWNER_KEYS = ['chat.listing.heading', 'chat.listing.intro', 'chat.compose.label', 'chat.compose.send', 'chat.compose.sending'] as const satisfies readonly MessageKey[];

export const ACTIONS_KEYS = [
  ...MESSAGE_OWNER_KEYS,
  'detail.actions.heading',
  'detail.actions.signIn',
  'detail.actions.shortlist',
  'detail.actions.visit',
  'detail.actions.apply',
  'detail.actions.own',
  'detail.actions.myProperties',
  'detail.actions.loading',
  'detail.actions.failed',
  'detail.actions.retry',
  'owners.report.signIn',
  ...SHORTLIST_KEYS,
  ...VISIT_KEYS,
  ...APPLY_KEYS,
  ...REPORT_KEYS,
] as const satisfies readonly MessageKey[];

export type ShortlistTexts = Record<(typeof SHORTLIST_KEYS)[number], string>;
export type VisitTexts = Record<(typeof VISIT_KEYS)[number], string>;
export type ApplyTexts = Record<(typeof APPLY_KEYS)[number], string>;
export type ReportTexts = Record<(typeof REPORT_KEYS)[number], string>;
export type ActionsTexts = Record<(typeof ACTIONS_KEYS)[number], string>;

/** `{name}` placeholders filled in the browser, where the catalogue's translator is not shipped. */
export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
