// Withdraw one of the owner's listings: out of search (availability 'unavailable'), kept with its
// applications and leases; Mark Available lists it again. Row-level security limits it to the owner.
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/my-properties', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const { data, error } = await client
      .from('properties')
      .update({ availability: 'unavailable' })
      .eq('id', field(form, 'property_id'))
      .eq('listed_by', user.id)
      .select('id');
    if (error || !data?.length) return { flash: { kind: 'error', text: t('owners.actions.withdrawFailed') } };
    return { flash: { kind: 'success', text: t('owners.actions.withdrawn') } };
  });
