// Accept or decline a lead on one of the owner's listings (respond_to_lead).
import type { APIRoute } from 'astro';
import { field, formAction } from '../../../../lib/portal/formAction.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/user/my-properties', async ({ form, client }) => {
    const t = translator(context.locals.lang);
    const accept = field(form, 'answer') === 'accept';
    const { error } = await client.rpc('respond_to_lead', {
      _kind: field(form, 'kind'),
      _lead_id: field(form, 'lead_id'),
      _accept: accept,
      _reply: field(form, 'reply') || null,
    });
    if (error) return { flash: { kind: 'error', text: error.message || t('user.lead.respondFailed') } };
    return { flash: { kind: 'success', text: t(accept ? 'user.lead.accepted' : 'user.lead.declined') } };
  });
