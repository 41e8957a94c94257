// The endpoints of tenancies owners record: the landlord cancels an invitation, the person invited
// accepts or declines it, the tenant marks a month paid, the landlord confirms or reopens it, and
// the landlord saves the UPI ID their tenants pay to. Each is one database function (or, for the
// UPI ID, the landlord's own row under row-level security); its refusal, in the reader's language,
// becomes the page's notice.
import type { APIContext } from 'astro';
import { rentPaymentReportSchema } from '@rentals/core/validation/tenancy';
import { upiIdSchema } from '@rentals/core/validation/upi';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { translateMessage } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';
import { field, formAction } from '../formAction.ts';

const refusal = (context: APIContext, message: string) => ({ kind: 'error' as const, text: translateMessage(translator(context.locals.lang), message) });

export function cancelInvitation(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/landlord/record-tenancy';
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc('cancel_tenancy_invitation', { _invitation_id: field(form, 'invitation_id') || null });
    return { flash: error ? refusal(context, error.message) : { kind: 'success', text: t('tenancy.cancelled') }, location: back };
  });
}

export function answerInvitation(context: APIContext, answer: 'accept' | 'decline'): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/user/tenancy-invitations';
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc(`${answer}_tenancy_invitation`, { _invitation_id: field(form, 'invitation_id') || null });
    if (error) return { flash: refusal(context, error.message), location: back };
    return answer === 'accept'
      ? { flash: { kind: 'success', text: t('tenancy.accepted') }, location: '/portal/tenant/payments' }
      : { flash: { kind: 'success', text: t('tenancy.declined') }, location: back };
  });
}

export function reportRentPayment(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/tenant/payments';
  return formAction(context, back, async ({ form, client }) => {
    const parsed = rentPaymentReportSchema.safeParse(Object.fromEntries(['payment_mode', 'reference', 'note', 'paid_on'].map((name) => [name, field(form, name)])));
    if (!parsed.success) return { flash: refusal(context, parsed.error.issues[0]?.message ?? ''), location: back };
    const { error } = await client.rpc('report_rent_payment', { _rent_payment_id: field(form, 'rent_payment_id') || null, _payment: parsed.data });
    return { flash: error ? refusal(context, error.message) : { kind: 'success', text: t('tenancy.pay.reported') }, location: back };
  });
}

export function confirmRentPayment(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/landlord/payments';
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc('confirm_rent_payment', { _rent_payment_id: field(form, 'rent_payment_id') || null });
    return { flash: error ? refusal(context, error.message) : { kind: 'success', text: t('tenancy.confirmed') }, location: back };
  });
}

export function reopenRentPayment(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/landlord/payments';
  return formAction(context, back, async ({ form, client }) => {
    const { error } = await client.rpc('reopen_rent_payment', {
      _rent_payment_id: field(form, 'rent_payment_id') || null,
      _reason: field(form, 'reason'),
    });
    return { flash: error ? refusal(context, error.message) : { kind: 'success', text: t('tenancy.reopened') }, location: back };
  });
}

export function saveUpiId(context: APIContext): Promise<Response> {
  const t = translator(context.locals.lang);
  const back = '/portal/user/settings';
  return formAction(context, back, async ({ form, client, user }) => {
    const parsed = upiIdSchema.safeParse({ upi_id: field(form, 'upi_id') });
    if (!parsed.success) return { flash: refusal(context, parsed.error.issues[0]?.message ?? ''), location: `${back}#upi` };
    const { error } = await client.from('landlord_payment_details').upsert({ user_id: user.id, upi_id: parsed.data.upi_id });
    if (!error) return { flash: { kind: 'success', text: t('tenancy.upi.saved') }, location: `${back}#upi` };
    const known = fieldErrorFromDatabase(error);
    return { flash: known ? refusal(context, known.message) : { kind: 'error', text: t('tenancy.upi.failed') }, location: `${back}#upi` };
  });
}
