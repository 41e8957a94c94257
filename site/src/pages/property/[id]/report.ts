// Report a listing as the signed-in person (listing_reports; row-level security allows one's own
// report of a listed home that is not one's own, once). Back to the listing with what happened.
import type { APIRoute } from 'astro';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { formAction, field } from '../../../lib/portal/formAction.ts';
import { REPORT_REASONS } from '../../../components/detail/ReportListing.tsx';
import { translator } from '../../../i18n/t.ts';
import { localHref } from '../../../i18n/lang.ts';

export const POST: APIRoute = (context) => {
  const id = context.params.id ?? '';
  const back = localHref(context.locals.lang, `/property/${encodeURIComponent(id)}#report`);
  return formAction(context, back, async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const reason = field(form, 'reason');
    if (!(REPORT_REASONS as readonly string[]).includes(reason)) return { flash: { kind: 'error', text: t('owners.report.failed') }, location: back };
    const { error } = await client
      .from('listing_reports')
      .insert({ property_id: id, reporter_id: user.id, reason, details: field(form, 'details') || null });
    if (error) {
      const refused = fieldErrorFromDatabase(error);
      if (refused?.field === 'reason') return { flash: { kind: 'success', text: t('owners.report.already') }, location: back };
      const text = refused?.field === 'details' ? t('owners.report.detailsRequired') : t('owners.report.failed');
      return { flash: { kind: 'error', text }, location: back };
    }
    return { flash: { kind: 'success', text: t('owners.report.sent') }, location: back };
  });
};
