// Managed rental applications as rows: where, what, rent, when submitted, status in its colour.
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { ManagedApplication } from '../../../lib/portal/applications.ts';
import { typeLabelKey } from '../../../lib/enumLabels.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';

export function ManagedApplicationList({ applications, t }: { applications: ManagedApplication[]; t: Translate }) {
  return (
    <ul className="row-list">
      {applications.map((application) => (
        <li key={application.id} className="row">
          <div className="row__main">
            <h3 className="row__title">{[application.locality, application.property_location].filter(Boolean).join(', ')}</h3>
            <p className="row__meta">
              {t(typeLabelKey(application.property_type))}
              {application.bedrooms ? ` · ${t('user.apps.bedrooms', { count: application.bedrooms })}` : ''} ·{' '}
              {t('user.myProperties.rent', { rent: formatRupees(application.monthly_rent) })}
            </p>
            <p className="row__meta">
              {t('user.apps.submitted', { date: formatDate(application.created_at) })}
              {application.reviewed_at ? ` · ${t('user.apps.reviewed', { date: formatDate(application.reviewed_at) })}` : ''}
            </p>
          </div>
          <StatusBadge status={application.status} label={statusText(t, 'user.managedStatus', application.status)} />
        </li>
      ))}
    </ul>
  );
}
