import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NetworkRow } from '@rentals/core/simulator';
import { pick, translator } from '../../i18n/t.ts';
import { Calculator } from './Calculator.tsx';
import { CALCULATOR_KEYS } from './calculatorTexts.ts';
import { EXAMPLE, row } from './calculatorFixtures.ts';


const meta = {
  title: 'Site/Affiliate/Calculator',
  component: Calculator,
  args: { viewer: 'AFF10023', month: '2026-11-01', asOf: '2026-11-24', rows: EXAMPLE, texts: pick(translator('en'), CALCULATOR_KEYS) },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A new member: nobody below them and nothing paid yet. */
export const Empty: Story = { args: { rows: [row('AFF10023', 'Anil Kumar', null, 0, [])] } };

/** Shadow power granted by an admin: already counted when the calculator opens. */
export const WithShadowPower: Story = { args: { rows: [{ ...(EXAMPLE[0] as NetworkRow), shadow_power: '200000' }, ...EXAMPLE.slice(1)] } };

/** A large network: the member list is virtualised. */
export const LargeNetwork: Story = {
  args: {
    rows: [
      row('AFF10023', 'Anil Kumar', null, 0, [50_000]),
      ...Array.from({ length: 2000 }, (_, i) => row(`AFF3${String(i).padStart(4, '0')}`, `Member ${i + 1}`, 'AFF10023', 1, [1000])),
    ],
  },
};

/** The island reads the network itself: while it arrives. */
export const Loading: Story = { args: { rows: undefined, loader: () => new Promise<NetworkRow[]>(() => {}) } };

/** Reading the network failed; trying again reads it. */
export const Failed: Story = {
  args: {
    rows: undefined,
    loader: (() => {
      let calls = 0;
      return async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return EXAMPLE;
      };
    })(),
  },
};
