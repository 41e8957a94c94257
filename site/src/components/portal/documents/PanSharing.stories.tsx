import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { managers } from './documentsFixtures.ts';
import { PanSharing } from './PanSharing.tsx';

const meta = {
  title: 'Site/Portal/Documents/PanSharing',
  component: PanSharing,
  args: { managers, t: translator('en') },
} satisfies Meta<typeof PanSharing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two managers: the landlord shares the PAN with one of them. */
export const Default: Story = {};
/** Managers an admin appointed, none of them shown the PAN yet. */
export const NoneShared: Story = { args: { managers: managers.map((m) => ({ ...m, pan_shared_at: null })) } };
/** No property manager looks after the landlord's homes: nothing is shown. */
export const Empty: Story = { args: { managers: [] }, parameters: { rendersNothing: true } };
export const Hindi: Story = { args: { t: translator('hi') } };
