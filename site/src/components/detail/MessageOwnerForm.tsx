// "Message the owner" on a listing: a plain form (it works without a script) that starts the
// person's conversation about the listing, or adds to it, and opens the thread.
import type { ActionsTexts } from './detailTexts.ts';

export interface MessageOwnerFormProps {
  propertyId: string;
  texts: Pick<ActionsTexts, 'chat.listing.heading' | 'chat.listing.intro' | 'chat.compose.label' | 'chat.compose.send' | 'chat.compose.sending'>;
}

export function MessageOwnerForm({ propertyId, texts }: MessageOwnerFormProps) {
  return (
    <div className="actions__panel" id="message">
      <h3 id="message-heading">{texts['chat.listing.heading']}</h3>
      <p>{texts['chat.listing.intro']}</p>
      <form method="post" action="/portal/messages/start" aria-labelledby="message-heading">
        <input type="hidden" name="property_id" value={propertyId} />
        <input type="hidden" name="next" value={`/property/${propertyId}#message`} />
        <label htmlFor="message-body">{texts['chat.compose.label']}</label>
        <textarea id="message-body" name="body" rows={3} maxLength={2000} required />
        <button type="submit" className="button" data-pending-label={texts['chat.compose.sending']}>{texts['chat.compose.send']}</button>
      </form>
    </div>
  );
}
