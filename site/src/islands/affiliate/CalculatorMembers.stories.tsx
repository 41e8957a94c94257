import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { membersFromRows } from '@rentals/core/simulator';
import { pick, translator } from '../../i18n/t.ts';
import { CalculatorMembers } from './CalculatorMembers.tsx';
import { CALCULATOR_KEYS } from './calculatorTexts.ts';
import { EXAMPLE } from './calculatorFixtures.ts';

const meta = {
  title: 'Site/Affiliate/CalculatorMembers',
  component: CalculatorMembers,
  args: {
    viewer: 'AFF10023',
    members: [...membersFromRows(EXAMPLE), { id: 'NEW-1', sponsorId: 'AFF10025', name: 'Ravi', depth: 2, payments: [5000], shadowPower: 0, shadowBalancing: null, hypothetical: true }],
    texts: pick(translator('en'), CALCULATOR_KEYS),
    onVolume: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CalculatorMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Nobody below the member yet: only the form to add someone. */
export const Empty: Story = { args: { members: membersFromRows(EXAMPLE.slice(0, 1)) } };
