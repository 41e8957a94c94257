// The database's codes as the console names them: statuses, payment modes, deposit and contract
// types, and ranks, in the console's language. English falls back to core's readable form of a
// code nobody named ('under_review' → 'Under Review'); Hindi has every code (codeLabels.test.ts).
import { rankDisplay } from '@rentals/core/ranks';
import { statusLabel } from '@rentals/core/rules/status';
import { useLocaleState, useTranslate } from 'react-admin';

/** statusLabel('bank_transfer') → 'Bank Transfer' in English, 'बैंक ट्रांसफ़र' in Hindi. */
export function useStatusLabel(): (code: string | null | undefined) => string {
  const translate = useTranslate();
  return (code) => (code ? translate(`app.statuses.${code}`, { _: statusLabel(code) }) : statusLabel(code));
}

/**
 * rankLabel('leader') → 'Leader' ('लीडर'); rankLabel('leader', true) → 'LEADER' in English, as the
 * broker lists of spec 2 show it (core's rankDisplay); no rank → 'Unranked', or 'N/A' in capitals.
 */
export function useRankLabel(): (rank: string | null | undefined, capitals?: boolean) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (rank, capitals = false) => {
    if (capitals && locale !== 'hi') return rankDisplay(rank);
    return translate(`app.ranks.${rank ?? 'unranked'}`, { _: rank ? statusLabel(rank) : translate('app.ranks.unranked') });
  };
}
