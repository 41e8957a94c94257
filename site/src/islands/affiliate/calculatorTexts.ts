// The catalogue keys the calculator island needs; the page picks them on the server.
import type { MessageKey } from '../../i18n/catalogue.ts';

export const CALCULATOR_KEYS = [
  'affiliate.calc.you', 'affiliate.calc.yourVolume', 'affiliate.calc.volumeOf', 'affiliate.calc.shadowBalancing',
  'affiliate.calc.shadowPower', 'affiliate.calc.members', 'affiliate.calc.add', 'affiliate.calc.addName', 'affiliate.calc.addSponsor',
  'affiliate.calc.addVolume', 'affiliate.calc.addButton', 'affiliate.calc.remove', 'affiliate.calc.hypothetical', 'affiliate.calc.reset',
  'affiliate.calc.results', 'affiliate.calc.payout', 'affiliate.calc.byLevel', 'affiliate.calc.noPayout', 'affiliate.calc.level',
  'affiliate.calc.amount', 'affiliate.calc.memberFilter', 'affiliate.overview.qualified', 'affiliate.overview.rank',
  'affiliate.overview.primary', 'affiliate.overview.growth', 'affiliate.overview.personal', 'affiliate.overview.next',
  'affiliate.overview.top', 'affiliate.overview.percentage', 'affiliate.team.level', 'affiliate.commissions.payments',
  'affiliate.calc.loading', 'affiliate.error.load', 'portal.retry', 'owners.calc.negative',
] as const satisfies readonly MessageKey[];

export type CalculatorTexts = Record<(typeof CALCULATOR_KEYS)[number], string>;
