import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnPropertyActions } from './OwnPropertyActions.tsx';

const meta = {
  title: 'Site/Portal/User/OwnPropertyActions',
  component: OwnPropertyActions,
  args: {
    property: { id: 'o-1', title: '2 BHK with balcony in Hinjewadi', availability: 'available' },
    here: '/my-properties',
    t: translator('en'),
  },
} satisfies Meta<typeof OwnPropertyActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing on the market: Edit, Withdraw and Delete. */
export const Listed: Story = {};
/** Already withdrawn: Edit and Delete only (Mark Available lists it again). */
export const Withdrawn: Story = { args: { property: { id: 'o-4', title: 'Old flat in Wagholi', availability: 'unavailable' } } };
/** In Hindi. */
export const Hindi: Story = { args: { t: translator('hi') } };
