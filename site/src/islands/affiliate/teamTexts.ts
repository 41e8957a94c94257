// The catalogue keys the team tree island needs; the page picks them on the server.
import type { MessageKey } from '../../i18n/catalogue.ts';

export const TEAM_KEYS = [
  'affiliate.team.search', 'affiliate.team.searchHint', 'affiliate.team.searching', 'affiliate.team.results',
  'affiliate.team.noResults', 'affiliate.team.empty', 'affiliate.team.level', 'affiliate.team.personal', 'affiliate.team.teamRvl',
  'affiliate.team.open', 'affiliate.team.close', 'affiliate.team.loading', 'affiliate.team.failed', 'affiliate.team.pending',
  'affiliate.team.list', 'affiliate.team.more', 'affiliate.team.members', 'owners.team.oneRecruit', 'affiliate.overview.noRank', 'portal.retry',
] as const satisfies readonly MessageKey[];

export type TeamTexts = Record<(typeof TEAM_KEYS)[number], string>;

/** '{count} members found' with its values filled in. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
