// The tenant's rental applications and visit requests as short rows: those still open first, the
// ones that are over (declined, withdrawn, done) folded away below them.
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@rentals/core/format';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { localLink, type Translate } from '../../../i18n/t.ts';
import type { Split } from '../../../lib/portal/tenant/overview.ts';
import type { TenantApplication, TenantVisit } from '../../../lib/portal/tenant/tenantData.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { statusText } from '../ui/statusText.ts';

type Row = TenantApplication | TenantVisit;

function RowItem({ row, meta, t }: { row: Row; meta: string; t: Translate }) {
  return (
    <li className="row">
      <div className="row__main">
        <p className="row__title">
          {row.property ? <a href={localLink(t, `/property/${row.property.id}`)}>{row.property.title}</a> : t('tenant.unavailableProperty')}{' '}
          <StatusBadge status={row.status} label={statusText(t, 'user.lead.status', row.status)} />
        </p>
        <p className="row__meta">{meta}</p>
      </div>
    </li>
  );
}

function Rows<T extends Row>({ split, meta, earlier, t }: { split: Split<T>; meta: (row: T) => string; earlier: MessageKey; t: Translate }): ReactNode {
  return (
    <>
      {split.open.length > 0 && (
        <ul className="row-list">
          {split.open.map((row) => (
            <RowItem key={row.id} row={row} meta={meta(row)} t={t} />
          ))}
        </ul>
      )}
      {split.earlier.length > 0 && (
        <details className="card">
          <summary>{t(earlier, { count: split.earlier.length })}</summary>
          <ul className="row-list">
            {split.earlier.map((row) => (
              <RowItem key={row.id} row={row} meta={meta(row)} t={t} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

export function TenantRequests({ applications, visits, t }: { applications: Split<TenantApplication>; visits: Split<TenantVisit>; t: Translate }) {
  const none = (split: Split<Row>) => split.open.length + split.earlier.length === 0;
  return (
    <>
      <section className="stack" aria-labelledby="tenant-applications">
        <h2 id="tenant-applications">{t('tenant.applications.title')}</h2>
        {none(applications) ? (
          <EmptyState text={t('tenant.applications.empty')} action={{ href: localLink(t, '/properties'), label: t('portal.nav.browse') }} />
        ) : (
          <Rows
            split={applications}
            earlier="tenant.applications.earlier"
            meta={(a) => t('tenant.applications.line', { applied: formatDate(a.created_at), moveIn: formatDate(a.move_in_date) })}
            t={t}
          />
        )}
      </section>
      <section className="stack" aria-labelledby="tenant-visits">
        <h2 id="tenant-visits">{t('tenant.visits.title')}</h2>
        {none(visits) ? (
          <EmptyState text={t('tenant.visits.empty')} />
        ) : (
          <Rows
            split={visits}
            earlier="tenant.visits.earlier"
            meta={(v) =>
              t('tenant.visits.line', {
                type: t(v.visit_type === 'virtual' ? 'tenant.visits.virtual' : 'tenant.visits.physical'),
                when: formatDateTime(v.scheduled_date),
              })
            }
            t={t}
          />
        )}
      </section>
    </>
  );
}
