import { formatDate } from '@rentals/core/format';
import { rankDisplay } from '@rentals/core/ranks';
import { shadowBalancingState } from '@rentals/core/rules/shadowBalancing';
import type { CsvColumn } from '../common/csv.ts';
import type { BrokerRecord } from './types.ts';

const STATE_TEXT = { expired: 'Expired', expiring_soon: 'Expiring Soon' } as const;

/** The broker table's export on a given Indian day: status with the badge core gives it. */
export function brokerCsv(today: string): readonly CsvColumn<BrokerRecord>[] {
  return [
    ['Broker', (b) => b.name],
    ['Current Rank', (b) => rankDisplay(b.current_rank)],
    ['Status', (b) => (b.shadow_balancing_enabled ? 'Enabled' : 'Disabled')],
    ['Badge', (b) => {
      const state = shadowBalancingState(b, today);
      return state === 'expired' || state === 'expiring_soon' ? STATE_TEXT[state] : '';
    }],
    ['Start', (b) => formatDate(b.shadow_balancing_start_date)],
    ['Valid Until', (b) => formatDate(b.shadow_balancing_end_date)],
    ['Reason', (b) => b.shadow_balancing_reason],
  ];
}
