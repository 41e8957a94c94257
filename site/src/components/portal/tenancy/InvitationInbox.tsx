// The tenancy invitations waiting for the signed-in person: whose listing, the landlord's terms in
// full, and Accept or Decline. Accepting makes the lease with those terms; nothing here changes them.
import '../data/data.css';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { WaitingInvitation } from '../../../lib/portal/tenancy/tenancyData.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export const INVITATIONS_PATH = '/portal/user/tenancy-invitations';

export interface InvitationInboxProps {
  state: Loaded<WaitingInvitation[]>;
  /** The person's email address, else their mobile number: what invitations name. */
  contact: string;
  t: Translate;
}

export function InvitationInbox({ state, contact, t }: InvitationInboxProps) {
  return (
    <>
      <PageHeading title={t('tenancy.inbox.title')} intro={t('tenancy.inbox.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={INVITATIONS_PATH} />
      ) : state.data.length === 0 ? (
        <EmptyState text={t('tenancy.inbox.empty', { contact })} />
      ) : (
        <ul className="row-list">
          {state.data.map((i) => (
            <li key={i.id} className="card">
              <article aria-labelledby={`invitation-${i.id}`}>
                <h2 id={`invitation-${i.id}`}>{i.property_title}</h2>
                <p className="row__meta">
                  {[i.locality, i.city].filter(Boolean).join(', ')}
                  {i.landlord_name && <> · {t('tenancy.inbox.from', { name: i.landlord_name })}</>}
                </p>
                <dl className="definition-list">
                  <dt>{t('tenancy.inbox.rent')}</dt>
                  <dd>{formatRupees(i.monthly_rent)}</dd>
                  <dt>{t('tenancy.inbox.deposit')}</dt>
                  <dd>{formatRupees(i.security_deposit)}</dd>
                  <dt>{t('tenancy.inbox.period')}</dt>
                  <dd>{t('tenancy.invitations.periodValue', { start: formatDate(i.start_date), end: formatDate(i.end_date) })}</dd>
                  <dt>{t('tenancy.inbox.dueDay')}</dt>
                  <dd>{t('tenancy.inbox.dueDayValue', { day: i.rent_due_day })}</dd>
                  <dt>{t('tenancy.inbox.notice')}</dt>
                  <dd>{t('tenancy.inbox.noticeValue', { days: i.notice_period_days })}</dd>
                  <dt>{t('tenancy.inbox.answerBy')}</dt>
                  <dd>{formatDate(i.expires_at)}</dd>
                </dl>
                <div className="actions">
                  <form method="post" action={`${INVITATIONS_PATH}/accept`}>
                    <input type="hidden" name="invitation_id" value={i.id} />
                    <button type="submit" className="button" data-pending-label={t('tenancy.inbox.saving')}>
                      {t('tenancy.inbox.accept')}
                      <span className="visually-hidden">: {i.property_title}</span>
                    </button>
                  </form>
                  <form method="post" action={`${INVITATIONS_PATH}/decline`}>
                    <input type="hidden" name="invitation_id" value={i.id} />
                    <button type="submit" className="button button--ghost" data-pending-label={t('tenancy.inbox.saving')}>
                      {t('tenancy.inbox.decline')}
                      <span className="visually-hidden">: {i.property_title}</span>
                    </button>
                  </form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
