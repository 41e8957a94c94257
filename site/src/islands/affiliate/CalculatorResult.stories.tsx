import type { Meta, StoryObj } from '@storybook/react-vite';
import { membersFromRows, simulate, type NetworkRow } from '@rentals/core/simulator';
import { pick, translator } from '../../i18n/t.ts';
import { CalculatorResult } from './CalculatorResult.tsx';
import { CALCULATOR_KEYS } from './calculatorTexts.ts';

const row = (affiliate_id: string, sponsor_id: string | null, depth: number, payments: number[]): NetworkRow => ({
  affiliate_id, full_name: affiliate_id, sponsor_id, depth, payments, shadow_power: 0, shadow_balancing_start: null, shadow_balancing_end: null,
});
const AS_OF = '2026-11-24';
const result = (rows: NetworkRow[]) => simulate(membersFromRows(rows), 'A', AS_OF);

const meta = {
  title: 'Site/Affiliate/CalculatorResult',
  component: CalculatorResult,
  args: {
    result: result([row('A', null, 0, [50_000]), row('B', 'A', 1, [300_000]), row('C', 'A', 1, [100_000]), row('D', 'C', 2, [20_000])]),
    texts: pick(translator('en'), CALCULATOR_KEYS),
  },
} satisfies Meta<typeof CalculatorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const NoPayout: Story = { args: { result: result([row('A', null, 0, [])]) } };
/** Chairman: there is no next rank. */
export const TopRank: Story = { args: { result: result([row('A', null, 0, [10_000_000])]) } };
