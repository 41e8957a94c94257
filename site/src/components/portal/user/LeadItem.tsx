// A lead on a listing: an application (move-in date) or a visit request (physical or virtual,
// when), its status, and while open the owner's Accept / Decline with an optional reply.
import { formatDate, formatDateTime, formatPhone, phoneHref } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import { isOpenLead, type Lead } from '../../../lib/portal/myProperties.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';

export interface LeadItemProps {
  lead: Lead;
  /** Where answering comes back to. */
  here: string;
  t: Translate;
  /** The listing, named where leads of several listings are listed together. */
  property?: { id: string; title: string };
  /** Whether the reader may answer (the listing's owner); a property manager only reads. */
  answer?: boolean;
}

export function LeadItem({ lead, here, t, property, answer = true }: LeadItemProps) {
  const replyId = `reply-${lead.kind}-${lead.id}`;
  const title = t(lead.kind === 'application' ? 'user.lead.application' : 'user.lead.visit');
  const detail =
    lead.kind === 'application'
      ? t('user.lead.moveIn', { date: formatDate(lead.move_in_date) })
      : t('user.lead.visitWhen', { type: t(`user.lead.type.${lead.visit_type === 'virtual' ? 'virtual' : 'physical'}`), date: formatDateTime(lead.scheduled_date) });
  return (
    <li className="row lead">
      <div className="row__main">
        <h3 className="row__title">
          {title} <StatusBadge status={lead.status} label={statusText(t, 'user.lead.status', lead.status)} />
        </h3>
        {property && (
          <p className="row__meta">
            <a href={localLink(t, `/property/${property.id}`)}>{property.title}</a>
          </p>
        )}
        <p className="row__meta">
          {t('user.lead.received', { date: formatDate(lead.created_at) })} · {detail}
        </p>
        {lead.contact && (
          <p className="row__meta">
            {t('user.lead.from', { name: lead.contact.full_name ?? lead.contact.email ?? '' })}
            {lead.contact.phone && (
              <>
                {' · '}
                <a href={phoneHref(lead.contact.phone)}>{formatPhone(lead.contact.phone)}</a>
              </>
            )}
          </p>
        )}
        {lead.notes && <p className="lead__notes">{lead.notes}</p>}
        {lead.owner_reply && <p className="row__meta">{t('user.lead.yourReply', { reply: lead.owner_reply })}</p>}
      </div>
      {answer && isOpenLead(lead) && (
        <form method="post" action="/portal/user/my-properties/respond" className="lead__answer">
          <input type="hidden" name="kind" value={lead.kind} />
          <input type="hidden" name="lead_id" value={lead.id} />
          <input type="hidden" name="next" value={here} />
          <div className="field">
            <label htmlFor={replyId}>{t('user.lead.reply')}</label>
            <input id={replyId} name="reply" maxLength={1000} />
          </div>
          <div className="actions">
            <button type="submit" name="answer" value="accept" className="button button--small" data-pending-label={t('user.myProperties.updating')}>
              {t('user.lead.accept')}
            </button>
            <button type="submit" name="answer" value="decline" className="button button--ghost button--small" data-pending-label={t('user.myProperties.updating')}>
              {t('user.lead.decline')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
