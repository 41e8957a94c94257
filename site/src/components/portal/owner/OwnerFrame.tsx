// What every landlord and property manager screen shares: its heading with whose portfolio it is,
// the error state, and the empty state of a manager nobody has appointed yet.
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface OwnerScreenProps {
  state: Loaded<PortfolioData>;
  /** 'landlord' or 'manager', for the texts and links while the data is missing. */
  role: 'landlord' | 'manager';
  today: string;
  t: Translate;
}

export function OwnerFrame({
  state,
  role,
  t,
  title,
  page,
  children,
}: Omit<OwnerScreenProps, 'today'> & {
  title: MessageKey;
  page: string;
  children: (data: PortfolioData) => ReactNode;
}) {
  const here = `/portal/${role}${page ? `/${page}` : ''}`;
  return (
    <>
      <PageHeading
        title={t(title)}
        intro={t(role === 'manager' ? 'owner.scope.manager' : 'owner.scope.landlord')}
      />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      ) : state.data.scope.ownerIds.length === 0 ? (
        <EmptyState text={t('owner.noPortfolio')} />
      ) : (
        children(state.data)
      )}
    </>
  );
}

/** A stat card's term and figure. */
export function Stat({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="stat">
      <dt>{href ? <a href={href}>{label}</a> : label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
