// A commission's status as text with its colour (spec 4: paid green, pending amber).
import type { Translate } from '../../i18n/t.ts';

export function StatusText({ status, t }: { status: string; t: Translate }) {
  const paid = status === 'paid';
  return <span className={`status status--${paid ? 'green' : 'amber'}`}>{t(paid ? 'affiliate.commissions.paid' : 'affiliate.commissions.pending')}</span>;
}
