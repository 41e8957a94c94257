// The landlord's (or manager's) to-do list, first on their overview: visit requests to confirm,
// rent of this month or earlier not yet recorded as paid, and applications to answer. The owner
// answers leads right here (respond_to_lead, back to the overview); a manager reads them.
import { formatDate, formatMonth } from '@rentals/core/format';
import { monthStart } from '@rentals/core/dates';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import { rentState, stateColorStatus } from '../../../lib/portal/owner/derive.ts';
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import { LeadItem } from '../user/LeadItem.tsx';
import { StatusBadge } from '../ui/Badge.tsx';

export interface OwnerTodoProps {
  data: PortfolioData;
  role: 'landlord' | 'manager';
  today: string;
  t: Translate;
}

export function OwnerTodo({ data, role, today, t }: OwnerTodoProps) {
  const base = `/portal/${role}`;
  const leads = data.leads ?? [];
  const visits = leads.filter((lead) => lead.kind === 'visit');
  const applications = leads.filter((lead) => lead.kind === 'application');
  const thisMonth = monthStart(today);
  const rent = data.tenancies
    .flatMap((tenancy) => tenancy.rent.filter((r) => r.status !== 'paid' && r.month <= thisMonth).map((r) => ({ r, tenancy })))
    .sort((a, b) => a.r.due_date.localeCompare(b.r.due_date));
  const titles = new Map(data.properties.map((p) => [p.id, p.title]));
  const property = (id: string) => ({ id, title: titles.get(id) ?? t('tenant.unavailableProperty') });
  const answer = role === 'landlord';
  const leadList = (list: typeof leads) => (
    <ul className="row-list">
      {list.map((lead) => (
        <LeadItem key={`${lead.kind}-${lead.id}`} lead={lead} here={base} property={property(lead.property_id)} answer={answer} t={t} />
      ))}
    </ul>
  );
  return (
    <section className="stack" aria-labelledby="owner-todo">
      <h2 id="owner-todo">{t('owner.todo.title')}</h2>
      {visits.length + rent.length + applications.length === 0 && <p>{t('owner.todo.none')}</p>}
      {!answer && leads.length > 0 && <p className="field__hint">{t('owner.todo.managerNote')}</p>}
      {visits.length > 0 && (
        <section className="card stack" aria-labelledby="todo-visits">
          <h3 id="todo-visits">{t('owner.todo.visits', { count: visits.length })}</h3>
          {leadList(visits)}
        </section>
      )}
      {rent.length > 0 && (
        <section className="card stack" aria-labelledby="todo-rent">
          <h3 id="todo-rent">{t('owner.todo.rent', { count: rent.length })}</h3>
          <p className="field__hint">{t('owner.todo.rentHint')}</p>
          <ul className="row-list">
            {rent.map(({ r, tenancy }) => (
              <li key={r.id} className="row">
                <div className="row__main">
                  <p className="row__title">
                    {t('owner.todo.rentLine', {
                      amount: formatRupees(r.amount),
                      month: formatMonth(r.month),
                      tenant: tenancy.party?.tenant_name ?? '—',
                      date: formatDate(r.due_date),
                    })}{' '}
                    <StatusBadge status={stateColorStatus(rentState(r, today))} label={t(`owner.rent.${rentState(r, today)}`)} />
                  </p>
                  <p className="row__meta">{tenancy.property_title}</p>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <a href={`${base}/payments`}>{t('owner.todo.rentLink')}</a>
          </p>
        </section>
      )}
      {applications.length > 0 && (
        <section className="card stack" aria-labelledby="todo-applications">
          <h3 id="todo-applications">{t('owner.todo.applications', { count: applications.length })}</h3>
          {leadList(applications)}
        </section>
      )}
    </section>
  );
}
