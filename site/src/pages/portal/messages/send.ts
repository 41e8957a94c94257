// A reply sent from a thread before its script has taken over (or without script): the thread's
// form posts here, so the text travels in the body, never in the address, and the person lands
// back on the thread with their message in it, or with the reason it was refused.
import type { APIRoute } from 'astro';
import { messageBody } from '@rentals/core/validation/chat';
import { field, formAction } from '../../../lib/portal/formAction.ts';
import { sendMessage } from '../../../lib/portal/conversations.ts';
import { translateMessage } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';

export const POST: APIRoute = (context) =>
  formAction(context, '/portal/messages', async ({ form, client }) => {
    const t = translator(context.locals.lang);
    const conversationId = field(form, 'conversation_id');
    const location = conversationId ? `/portal/messages/${encodeURIComponent(conversationId)}` : '/portal/messages';
    const body = messageBody.safeParse(String(form.get('body') ?? ''));
    if (!body.success) return { flash: { kind: 'error', text: translateMessage(t, body.error.issues[0]?.message ?? '') }, location };
    const refused = await sendMessage(client, conversationId, body.data);
    if (refused) return { flash: { kind: 'error', text: refused.error ? translateMessage(t, refused.error) : t('chat.compose.failed') }, location };
    return { flash: { kind: 'success', text: t('chat.listing.sent') }, location };
  });
