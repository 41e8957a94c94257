// Maintenance requests on the portfolio, open ones first: who raised it on which property, its
// status and history, and (until closed) Assign to me or to another of the people who look after the
// property, and Close with how it was resolved. All are forms posting to the portal's endpoints,
// which call assign_ and close_maintenance_request.
import { formatDate } from '@rentals/core/format';
import { assigneesFor } from '../../../lib/portal/owner/assignees.ts';
import type { MaintenanceRequest } from '../../../lib/portal/owner/portfolio.ts';
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { MaintenanceHistory } from './MaintenanceHistory.tsx';
import { OwnerFrame, type OwnerScreenProps } from './OwnerFrame.tsx';

const ORDER: Record<string, number> = { open: 0, in_progress: 1, resolved: 2, closed: 3 };

export interface OwnerMaintenanceProps extends OwnerScreenProps {
  /** The signed-in person, to say "you" for requests assigned to them. */
  userId: string;
}

export function OwnerMaintenance(props: OwnerMaintenanceProps) {
  const { t } = props;
  return (
    <OwnerFrame {...props} title="owner.maintenance.title" page="maintenance">
      {(data) =>
        data.requests.length === 0 ? (
          <EmptyState text={t('owner.maintenance.empty')} />
        ) : (
          <ul className="row-list">
            {[...data.requests]
              .sort(
                (a, b) =>
                  (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9) ||
                  b.created_at.localeCompare(a.created_at),
              )
              .map((request) => (
                <RequestCard key={request.id} request={request} data={data} {...props} />
              ))}
          </ul>
        )
      }
    </OwnerFrame>
  );
}

function RequestCard({
  request,
  data,
  role,
  userId,
  t,
}: OwnerMaintenanceProps & { request: MaintenanceRequest; data: PortfolioData }) {
  const property = data.properties.find((p) => p.id === request.property_id);
  const raiser = data.tenancies.find((x) => x.lease.tenant_id === request.raised_by)?.party
    ?.tenant_name;
  const closed = request.status === 'closed' || request.status === 'resolved';
  const action = `/portal/${role}/maintenance`;
  const others = property ? assigneesFor(property.listed_by, data.appointments ?? [], userId) : [];
  const named = others.find((p) => p.id === request.assigned_to)?.name;
  const assignee =
    request.assigned_to === userId
      ? t('owner.maintenance.you')
      : (named ??
        (request.assigned_to === property?.listed_by
          ? t('owner.maintenance.owner')
          : t('owner.maintenance.manager')));
  return (
    <li className="card">
      <h2 id={`request-${request.id}`}>
        {request.title}{' '}
        <StatusBadge
          status={closed ? 'completed' : request.status === 'open' ? 'pending' : 'scheduled'}
          label={t(
            `owner.maintenance.status.${closed ? 'closed' : (request.status as 'open' | 'in_progress')}`,
          )}
        />
      </h2>
      <p className="row__meta">
        {t('owner.maintenance.raised', {
          property: property?.title ?? '—',
          who: raiser ?? t('owner.maintenance.aTenant'),
          date: formatDate(request.created_at),
        })}
      </p>
      {request.description && <p>{request.description}</p>}
      {request.assigned_to && !closed && (
        <p>
          {t('owner.maintenance.assignedTo', {
            who: assignee,
            date: formatDate(request.assigned_at),
          })}
        </p>
      )}
      {closed && request.resolution && (
        <p>
          {t('owner.maintenance.resolution', {
            text: request.resolution,
            date: formatDate(request.closed_at),
          })}
        </p>
      )}
      <MaintenanceHistory events={request.events} t={t} />
      {!closed && (
        <div className="actions">
          {request.assigned_to !== userId && (
            <form method="post" action={`${action}/assign`}>
              <input type="hidden" name="request_id" value={request.id} />
              <button
                type="submit"
                className="button button--ghost"
                data-pending-label={t('owner.maintenance.assigning')}
              >
                {t('owner.maintenance.assignToMe')}
                <span className="visually-hidden">: {request.title}</span>
              </button>
            </form>
          )}
          {others
            .filter((person) => person.id !== request.assigned_to)
            .map((person) => (
              <form key={person.id} method="post" action={`${action}/assign`}>
                <input type="hidden" name="request_id" value={request.id} />
                <input type="hidden" name="assignee_id" value={person.id} />
                <button
                  type="submit"
                  className="button button--ghost"
                  data-pending-label={t('owner.maintenance.assigning')}
                >
                  {t(
                    person.kind === 'owner'
                      ? 'owner.maintenance.assignToOwner'
                      : 'owner.maintenance.assignTo',
                    { name: person.name },
                  )}
                  <span className="visually-hidden">: {request.title}</span>
                </button>
              </form>
            ))}
          <form method="post" action={`${action}/close`} className="form">
            <input type="hidden" name="request_id" value={request.id} />
            <div className="field">
              <label htmlFor={`resolution-${request.id}`}>
                {t('owner.maintenance.resolutionLabel')}
              </label>
              <textarea
                id={`resolution-${request.id}`}
                name="resolution"
                rows={2}
                maxLength={2000}
                required
              />
            </div>
            <button
              type="submit"
              className="button"
              data-pending-label={t('owner.maintenance.closing')}
            >
              {t('owner.maintenance.close')}
              <span className="visually-hidden">: {request.title}</span>
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
