// The history of one maintenance request: raised, assigned, closed, with when and any note.
import '../data/data.css';
import { formatDate } from '@rentals/core/format';
import type { Translate } from '../../../i18n/t.ts';
import type { MaintenanceEvent } from '../../../lib/portal/owner/portfolio.ts';

export function MaintenanceHistory({
  events,
  t,
}: {
  events: readonly MaintenanceEvent[];
  t: Translate;
}) {
  if (events.length === 0) return null;
  const ordered = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <details>
      <summary>{t('owner.maintenance.history')}</summary>
      <ol className="history">
        {ordered.map((event) => (
          <li key={`${event.action}-${event.created_at}`}>
            {t(`owner.maintenance.event.${event.action}`, { date: formatDate(event.created_at) })}
            {event.note ? `: ${event.note}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
