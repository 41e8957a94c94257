// The invitations a landlord sent, newest first: listing, whom, rent, period and where each stands
// (waiting until its date, accepted, declined, cancelled, expired); a waiting one can be cancelled.
import { formatDate, formatPhone } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import { invitationState, type OwnListing, type SentInvitation } from '../../../lib/portal/tenancy/tenancyData.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';

export const CANCEL_INVITATION_ACTION = '/portal/landlord/record-tenancy/cancel';

const COLOURS = { pending: 'pending', accepted: 'approved', declined: 'rejected', cancelled: 'cancelled', expired: 'cancelled' } as const;

/** Whom an invitation names: '+91 98765 43210', 'ananya@example.in', or both. */
const contactOf = (i: SentInvitation) => [i.phone && formatPhone(i.phone), i.email].filter(Boolean).join(', ') || '—';

export interface TenancyInvitationListProps {
  invitations: SentInvitation[];
  /** The landlord's listings by id, for their titles (a listing no longer verified keeps its invitations). */
  titles: ReadonlyMap<string, string>;
  now?: Date;
  t: Translate;
}

export function TenancyInvitationList({ invitations, titles, now = new Date(), t }: TenancyInvitationListProps) {
  return (
    <section aria-labelledby="invitations-heading" className="stack">
      <h2 id="invitations-heading">{t('tenancy.invitations.heading')}</h2>
      {invitations.length === 0 ? (
        <EmptyState text={t('tenancy.invitations.none')} />
      ) : (
        <RecordTable
          caption={t('tenancy.invitations.heading')}
          rows={invitations}
          rowKey={(i) => i.id}
          columns={[
            { header: t('tenancy.invitations.listing'), cell: (i) => titles.get(i.property_id) ?? '—' },
            { header: t('tenancy.invitations.tenant'), cell: (i) => contactOf(i) },
            { header: t('tenancy.invitations.rent'), cell: (i) => formatRupees(i.monthly_rent), numeric: true },
            {
              header: t('tenancy.invitations.period'),
              cell: (i) => t('tenancy.invitations.periodValue', { start: formatDate(i.start_date), end: formatDate(i.end_date) }),
            },
            {
              header: t('tenancy.invitations.status'),
              cell: (i) => {
                const state = invitationState(i, now);
                return (
                  <>
                    <StatusBadge status={COLOURS[state]} label={t(`tenancy.status.${state}`)} />
                    {state === 'pending' && (
                      <>
                        <br />
                        {t('tenancy.invitations.answerBy', { date: formatDate(i.expires_at) })}
                        <form method="post" action={CANCEL_INVITATION_ACTION}>
                          <input type="hidden" name="invitation_id" value={i.id} />
                          <button type="submit" className="button button--ghost" data-pending-label={t('tenancy.invitations.cancelling')}>
                            {t('tenancy.invitations.cancel')}
                            <span className="visually-hidden">: {contactOf(i)}</span>
                          </button>
                        </form>
                      </>
                    )}
                  </>
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
}

/** The listings' titles by id. */
export function listingTitles(listings: readonly OwnListing[]): Map<string, string> {
  return new Map(listings.map((l) => [l.id, l.title]));
}
