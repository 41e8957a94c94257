import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerTodo } from './OwnerTodo.tsx';
import { managerPortfolio, paidUpPortfolio, TODAY, withLeads } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerTodo',
  component: OwnerTodo,
  args: { data: withLeads, role: 'landlord', today: TODAY, t: translator('en') },
} satisfies Meta<typeof OwnerTodo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visit to confirm, rent to confirm and an application to answer. */
export const Filled: Story = {};
/** The manager reads the same list; the answers are the owner's. */
export const Manager: Story = { args: { role: 'manager', data: { ...managerPortfolio, leads: withLeads.leads ?? [] } } };
/** Nothing waiting. */
export const NothingToDo: Story = { args: { data: paidUpPortfolio } };
export const Hindi: Story = { args: { t: translator('hi') } };
