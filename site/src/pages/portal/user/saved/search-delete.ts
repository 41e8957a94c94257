// Delete a saved search (row-level security: only the person's own); its alerts stop with it.
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/saved', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    // A count, not the row back (its unsubscribe secret is not the person's to read).
    const { count, error } = await client.from('saved_searches').delete({ count: 'exact' }).eq('user_id', user.id).eq('id', field(form, 'id'));
    if (error || !count) return { flash: { kind: 'error', text: t('savedSearches.deleteFailed') } };
    return { flash: { kind: 'success', text: t('savedSearches.deleted') } };
  });
