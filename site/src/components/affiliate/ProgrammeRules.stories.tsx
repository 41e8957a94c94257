import type { Meta, StoryObj } from '@storybook/react-vite';
import compensation from '@rentals/core/content/compensation.md?raw';
import compensationHi from '@rentals/core/content/compensation.hi.md?raw';
import { translator } from '../../i18n/t.ts';
import { ProgrammeRules } from './ProgrammeRules.tsx';

const meta = {
  title: 'Site/Affiliate/ProgrammeRules',
  component: ProgrammeRules,
  args: { text: compensation, t: translator('en') },
} satisfies Meta<typeof ProgrammeRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The published compensation plan. */
export const Default: Story = {};

/** The plan in Hindi, for a Hindi reader. */
export const Hindi: Story = { args: { text: compensationHi, t: translator('hi') } };
