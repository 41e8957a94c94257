// Remove a property from the person's shortlist (row-level security: only their own rows).
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/saved', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const { error } = await client
      .from('shortlisted_properties')
      .delete()
      .eq('user_id', user.id)
      .eq('property_id', field(form, 'property_id'));
    return { flash: error ? { kind: 'error', text: t('user.saved.removeFailed') } : { kind: 'success', text: t('user.saved.removed') } };
  });
