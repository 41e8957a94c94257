// Remove one of the person's recent searches (row-level security: only their own rows).
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/recent-searches', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const { error } = await client.from('recent_searches').delete().eq('user_id', user.id).eq('id', field(form, 'id'));
    return { flash: error ? { kind: 'error', text: t('user.searches.removeFailed') } : { kind: 'success', text: t('user.searches.removed') } };
  });
