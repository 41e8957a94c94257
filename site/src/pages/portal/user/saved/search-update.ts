// Rename a saved search or change its email alerts (row-level security: only the person's own).
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { alertChoice, saveErrorKey, searchName } from '../../../../lib/portal/savedSearches.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/saved', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const name = searchName(field(form, 'name'));
    const alerts = alertChoice(field(form, 'alerts'));
    if ('error' in name) return { flash: { kind: 'error', text: t(name.error) } };
    if (!alerts) return { flash: { kind: 'error', text: t('savedSearches.failed') } };
    // A count, not the row back: the API would return every column, the unsubscribe secret too,
    // which the person may not read.
    const { count, error } = await client
      .from('saved_searches')
      .update({ name: name.name, alerts }, { count: 'exact' })
      .eq('user_id', user.id)
      .eq('id', field(form, 'id'));
    if (error || !count) return { flash: { kind: 'error', text: t(error ? saveErrorKey(error) : 'savedSearches.failed') } };
    return { flash: { kind: 'success', text: t('savedSearches.updated') } };
  });
