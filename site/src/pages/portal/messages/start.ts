// "Message the owner" from a listing: the person's conversation about it (started if there is
// none) with their first message, then the thread; refused, back to the listing with the reason.
import type { APIRoute } from 'astro';
import { messageBody } from '@rentals/core/validation/chat';
import { field, formAction } from '../../../lib/portal/formAction.ts';
import { startConversation } from '../../../lib/portal/conversations.ts';
import { translateMessage } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/messages', async ({ form, client, user }) => {
    const t = translator(context.locals.lang);
    const propertyId = field(form, 'property_id');
    const body = messageBody.safeParse(String(form.get('body') ?? ''));
    if (!body.success) return { flash: { kind: 'error', text: translateMessage(t, body.error.issues[0]?.message ?? '') } };
    const started = await startConversation(client, user.id, propertyId, body.data);
    if ('error' in started) return { flash: { kind: 'error', text: started.error ? translateMessage(t, started.error) : t('chat.listing.failed') } };
    return { flash: { kind: 'success', text: t('chat.listing.sent') }, location: `/portal/messages/${started.id}` };
  });
