// The tenant's maintenance requests: a form to raise one on a property they currently rent (it
// posts to /portal/tenant/maintenance/raise, which calls raise_maintenance_request), and the
// requests they raised with status, history and resolution.
import { formatDate } from '@rentals/core/format';
import { leaseState } from '../../../lib/portal/owner/derive.ts';
import { MaintenanceHistory } from '../owner/MaintenanceHistory.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { TenantFrame, type TenantScreenProps } from './TenantFrame.tsx';

export function TenantMaintenance(props: TenantScreenProps) {
  const { t, today } = props;
  return (
    <TenantFrame
      {...props}
      title="tenant.maintenance.title"
      intro="tenant.maintenance.intro"
      page="maintenance"
    >
      {(data) => {
        const current = data.leases.filter((x) => leaseState(x.lease, today) === 'active');
        const titles = new Map(
          data.leases.map((x) => [
            x.lease.property_id,
            x.property?.title ?? t('tenant.unavailableProperty'),
          ]),
        );
        return (
          <>
            {current.length === 0 ? (
              <p className="notice notice--info">{t('tenant.maintenance.noCurrentLease')}</p>
            ) : (
              <form className="form" method="post" action="/portal/tenant/maintenance/raise">
                <fieldset>
                  <legend>{t('tenant.maintenance.raise')}</legend>
                  <div className="field">
                    <label htmlFor="maintenance-property">{t('tenant.property')}</label>
                    <select id="maintenance-property" name="property_id" required>
                      {current.map((x) => (
                        <option key={x.lease.id} value={x.lease.property_id}>
                          {titles.get(x.lease.property_id)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor="maintenance-title">{t('tenant.maintenance.what')}</label>
                    <input
                      id="maintenance-title"
                      name="title"
                      type="text"
                      maxLength={120}
                      required
                      aria-describedby="maintenance-title-hint"
                    />
                    <p className="field__hint" id="maintenance-title-hint">
                      {t('tenant.maintenance.whatHint')}
                    </p>
                  </div>
                  <div className="field">
                    <label htmlFor="maintenance-description">
                      {t('tenant.maintenance.details')}
                    </label>
                    <textarea
                      id="maintenance-description"
                      name="description"
                      rows={3}
                      maxLength={2000}
                    />
                  </div>
                </fieldset>
                <div className="actions">
                  <button
                    type="submit"
                    className="button"
                    data-pending-label={t('tenant.maintenance.sending')}
                  >
                    {t('tenant.maintenance.submit')}
                  </button>
                </div>
              </form>
            )}
            <section aria-labelledby="maintenance-mine">
              <h2 id="maintenance-mine">{t('tenant.maintenance.yours')}</h2>
              {data.requests.length === 0 ? (
                <EmptyState text={t('tenant.maintenance.empty')} />
              ) : (
                <ul className="row-list">
                  {data.requests.map((request) => {
                    const closed = request.status === 'closed' || request.status === 'resolved';
                    return (
                      <li key={request.id} className="card">
                        <h3>
                          {request.title}{' '}
                          <StatusBadge
                            status={
                              closed
                                ? 'completed'
                                : request.status === 'open'
                                  ? 'pending'
                                  : 'scheduled'
                            }
                            label={t(
                              `owner.maintenance.status.${closed ? 'closed' : (request.status as 'open' | 'in_progress')}`,
                            )}
                          />
                        </h3>
                        <p className="row__meta">
                          {t('tenant.maintenance.raisedOn', {
                            property: titles.get(request.property_id) ?? '—',
                            date: formatDate(request.created_at),
                          })}
                        </p>
                        {request.description && <p>{request.description}</p>}
                        {closed && request.resolution && (
                          <p>
                            {t('owner.maintenance.resolution', {
                              text: request.resolution,
                              date: formatDate(request.closed_at),
                            })}
                          </p>
                        )}
                        <MaintenanceHistory events={request.events} t={t} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </TenantFrame>
  );
}
