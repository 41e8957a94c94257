// A member's shareable invitation: the link with their code, selectable, and a copy button when the
// browser allows it.
import { useState } from 'react';
import { invitePath } from '@rentals/core/rules/affiliate';
import type { MessageKey } from '../../i18n/catalogue.ts';

type InviteKey = Extract<MessageKey, `affiliate.invite.${string}`>;

export interface InviteLinkProps {
  code: string;
  origin: string;
  texts: Record<InviteKey, string>;
}

export function InviteLink({ code, origin, texts }: InviteLinkProps) {
  const link = `${origin}${invitePath(code)}`;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className="card invite-link" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{texts['affiliate.invite.title']}</h2>
      <p>{texts['affiliate.invite.intro']}</p>
      <p>{texts['affiliate.invite.id'].replace('{code}', code)}</p>
      <div className="invite-link__row">
        <label htmlFor="invite-link">{texts['affiliate.invite.label']}</label>
        <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--ghost" onClick={copy}>
          {texts['affiliate.invite.copy']}
        </button>
      </div>
      <p role="status" className="invite-link__status">
        {copied ? texts['affiliate.invite.copied'] : ''}
      </p>
    </section>
  );
}
