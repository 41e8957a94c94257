// The person's own rental applications and visit requests for listings, with the owner's answer.
import { formatDate, formatDateTime } from '@rentals/core/format';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { OwnRequest } from '../../../lib/portal/applications.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';

export function RequestList({ requests, t }: { requests: OwnRequest[]; t: Translate }) {
  return (
    <ul className="row-list">
      {requests.map((request) => (
        <li key={`${request.kind}-${request.id}`} className="row">
          <div className="row__main">
            <h3 className="row__title">
              {request.property ? <a href={localLink(t, `/property/${request.property.id}`)}>{request.property.title}</a> : t('user.saved.unavailable')}
            </h3>
            <p className="row__meta">
              {t(request.kind === 'application' ? 'user.lead.application' : 'user.lead.visit')} ·{' '}
              {t('user.apps.sent', { date: formatDate(request.created_at) })}
              {request.kind === 'application' && request.move_in_date ? ` · ${t('user.lead.moveIn', { date: formatDate(request.move_in_date) })}` : ''}
              {request.kind === 'visit' && request.scheduled_date ? ` · ${t('user.apps.visitOn', { date: formatDateTime(request.scheduled_date) })}` : ''}
            </p>
            {request.owner_reply && <p className="lead__notes">{t('user.apps.ownerReply', { reply: request.owner_reply })}</p>}
          </div>
          <StatusBadge status={request.status} label={statusText(t, 'user.lead.status', request.status)} />
        </li>
      ))}
    </ul>
  );
}
