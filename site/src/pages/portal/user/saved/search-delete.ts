// Delete a saved search (row-level security: only the person's own); its alerts stop with it.
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/saved', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const { data, error } = await client.from('saved_searches').delete().eq('user_id', user.id).eq('id', field(form, 'id')).select('id');
    if (error || !data?.length) return { flash: { kind: 'error', text: t('savedSearches.deleteFailed') } };
    return { flash: { kind: 'success', text: t('savedSearches.deleted') } };
  });
