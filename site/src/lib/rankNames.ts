// A broker or affiliate rank in the reader's words: the catalogue names it (English as core labels
// it, Hindi in Devanagari); the broker screens of spec 2.8 show it in capitals in English.
import { RANKS, type RankId } from '@rentals/core/ranks';
import type { Translate } from '../i18n/t.ts';

const IDS: ReadonlySet<string> = new Set(RANKS.map((rank) => rank.id));

/**
 * rankName(t, 'leader') === 'Leader' (Hindi 'लीडर'); rankName(t, 'leader', true) === 'LEADER' in
 * English, as core's rankDisplay; no rank, or one core does not know, is 'N/A' ('कोई रैंक नहीं').
 */
export function rankName(t: Translate, rank: RankId | string | null | undefined, capitals = false): string {
  const name = rank && IDS.has(rank) ? t(`common.rank.${rank as RankId}`) : t('common.rank.none');
  return capitals && t.lang !== 'hi' ? name.toLocaleUpperCase('en-IN') : name;
}
