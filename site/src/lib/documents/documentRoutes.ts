// The endpoints of receipts and agreements, shared by the tenant, landlord and manager portals
// (middleware has already checked the portal's role). Every read and write goes through the
// person's own client: row-level security and the database functions decide, never the service role.
import type { APIContext } from 'astro';
import { todayIso } from '@rentals/core/dates';
import { PAN_SHARING_CHOICE_REQUIRED, PAN_SHARING_NOT_YOUR_MANAGER } from '@rentals/core/validation/messages';
import { isPan, normalisePan } from '@rentals/core/validation/pan';
import { agreementDraftSchema } from '@rentals/core/validation/rentalAgreement';
import { financialYearLabel } from '@rentals/core/rules/rentReceipts';
import { langFromCookie, type Lang } from '../../i18n/lang.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { translator } from '../../i18n/t.ts';
import { field, formAction } from '../portal/formAction.ts';
import { buildAgreementPdf } from './agreementPdf.ts';
import { loadAgreementDocument, loadMonthReceipt, loadYearReceipt } from './documentData.ts';
import { buildReceiptPdf } from './receiptPdf.ts';

export type DocumentPortal = 'tenant' | 'landlord' | 'manager';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-store',
    },
  });
}

function notFound(text: string): Response {
  return new Response(text, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}

/** The document's language: ?lang=hi|en, else the person's language. */
function documentLang(context: APIContext): Lang {
  const asked = context.url.searchParams.get('lang');
  return (asked ? langFromCookie(asked) : null) ?? context.locals.lang;
}

/** GET …/documents/receipt.pdf?payment=<id> or ?lease=<id>&year=<April's year>[&lang=hi]. */
export async function receiptPdf(context: APIContext): Promise<Response> {
  if (!context.locals.user) return context.redirect('/auth');
  const params = context.url.searchParams;
  const lang = documentLang(context);
  const t = translator(context.locals.lang);
  const today = todayIso();
  const payment = params.get('payment') ?? '';
  const lease = params.get('lease') ?? '';
  const year = Number(params.get('year'));
  const client = context.locals.supabase;
  try {
    if (UUID.test(payment)) {
      const receipt = await loadMonthReceipt(client, payment, today);
      if (receipt) return pdfResponse(await buildReceiptPdf(receipt, lang), `rent-receipt-${receipt.paid.month.slice(0, 7)}-${lang}.pdf`);
    } else if (UUID.test(lease) && Number.isInteger(year) && year >= 2000 && year <= 2100) {
      const receipt = await loadYearReceipt(client, lease, year, today);
      if (receipt) return pdfResponse(await buildReceiptPdf(receipt, lang), `rent-receipt-FY${financialYearLabel(year)}-${lang}.pdf`);
    }
  } catch {
    return new Response(t('receipts.error.load'), { status: 503, headers: { 'Cache-Control': 'private, no-store' } });
  }
  return notFound(t('receipts.error.notFound'));
}

/** GET …/documents/agreement.pdf?lease=<id>[&lang=hi]. */
export async function agreementPdf(context: APIContext): Promise<Response> {
  if (!context.locals.user) return context.redirect('/auth');
  const lease = context.url.searchParams.get('lease') ?? '';
  const lang = documentLang(context);
  const t = translator(context.locals.lang);
  try {
    const agreement = UUID.test(lease) ? await loadAgreementDocument(context.locals.supabase, lease) : null;
    if (agreement) return pdfResponse(await buildAgreementPdf(agreement, lang), `leave-and-licence-v${agreement.version}-${lang}.pdf`);
  } catch {
    return new Response(t('receipts.error.load'), { status: 503, headers: { 'Cache-Control': 'private, no-store' } });
  }
  return notFound(t('agreement.error.notFound'));
}

// The database's refusals, in the person's language where the catalogue has them.
const REFUSALS: Record<string, MessageKey> = {
  'Only the landlord or their property manager can draft the agreement of this lease': 'agreement.refusal.notTheirs',
  'Only the tenant or the landlord of this lease can confirm its agreement': 'agreement.refusal.notParty',
  'The agreement has changed since you opened it; read it again before confirming': 'agreement.refusal.changed',
  "The state of the property's city is not known": 'agreement.refusal.noState',
};

function refusal(t: ReturnType<typeof translator>, message: string): string {
  const key = REFUSALS[message];
  return key ? t(key) : translateMessage(t, message);
}

/** POST …/documents/agreement: the landlord or their manager drafts (or redrafts) an agreement. */
export function draftAgreement(context: APIContext, portal: 'landlord' | 'manager'): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = `/portal/${portal}/documents`;
  return formAction(context, back, async ({ form, client }) => {
    const terms = agreementDraftSchema.safeParse({
      lock_in_months: field(form, 'lock_in_months'),
      notice_days: field(form, 'notice_days'),
      maintenance_paid_by: field(form, 'maintenance_paid_by'),
      maintenance_amount: field(form, 'maintenance_amount'),
      permitted_use: field(form, 'permitted_use'),
      clauses: form.getAll('clauses').filter((c): c is string => typeof c === 'string'),
    });
    if (!terms.success) {
      return { flash: { kind: 'error', text: translateMessage(t, terms.error.issues[0]?.message ?? '') }, location: `${back}#agreements` };
    }
    const { error } = await client.rpc('generate_rental_agreement', {
      _lease_id: field(form, 'lease_id') || null,
      _lock_in_months: terms.data.lock_in_months,
      _notice_days: terms.data.notice_days,
      _maintenance_paid_by: terms.data.maintenance_paid_by,
      _maintenance_amount: terms.data.maintenance_amount,
      _permitted_use: terms.data.permitted_use,
      _clauses: terms.data.clauses,
    });
    return {
      flash: error ? { kind: 'error', text: refusal(t, error.message) } : { kind: 'success', text: t('agreement.drafted') },
      location: `${back}#agreements`,
    };
  });
}

/** POST …/documents/confirm-agreement: the tenant or the landlord confirms the version they read. */
export function confirmAgreement(context: APIContext, portal: 'tenant' | 'landlord'): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = `/portal/${portal}/documents`;
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc('confirm_rental_agreement', {
      _agreement_id: field(form, 'agreement_id') || null,
      _version: Number(field(form, 'version')) || null,
    });
    return {
      flash: error ? { kind: 'error', text: refusal(t, error.message) } : { kind: 'success', text: t('agreement.confirmed') },
      location: `${back}#agreements`,
    };
  });
}

// The database's own refusals of a sharing choice, shown in the person's language; anything else is a failure.
const SHARING_REFUSALS = [PAN_SHARING_CHOICE_REQUIRED, PAN_SHARING_NOT_YOUR_MANAGER];

/** POST /portal/landlord/documents/pan-sharing: the landlord shares their PAN with one of their managers, or stops. */
export function sharePan(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/landlord/documents';
  return formAction(context, back, async ({ form, client }) => {
    const share = field(form, 'share');
    const { error } = await client.rpc('share_pan_with_manager', {
      _manager_id: UUID.test(field(form, 'manager_id')) ? field(form, 'manager_id') : null,
      _share: share === 'true' ? true : share === 'false' ? false : null,
    });
    const done = share === 'true' ? 'receipts.panSharing.sharedDone' : 'receipts.panSharing.stopped';
    const refused = error && SHARING_REFUSALS.includes(error.message) ? translateMessage(t, error.message) : t('receipts.panSharing.failed');
    return {
      flash: error ? { kind: 'error', text: refused } : { kind: 'success', text: t(done) },
      location: `${back}#pan-sharing`,
    };
  });
}

/** POST /portal/landlord/documents/pan: the landlord saves their own PAN. */
export function savePan(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/landlord/documents';
  return formAction(context, back, async ({ form, client, user }) => {
    const pan = normalisePan(field(form, 'pan'));
    if (!isPan(pan)) return { flash: { kind: 'error', text: t('receipts.pan.invalid') }, location: `${back}#pan` };
    const { error } = await client.from('landlord_tax_details').upsert({ user_id: user.id, pan }, { onConflict: 'user_id' });
    return {
      flash: error ? { kind: 'error', text: t('receipts.pan.failed') } : { kind: 'success', text: t('receipts.pan.saved') },
      location: `${back}#pan`,
    };
  });
}
