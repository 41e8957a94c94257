import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { MaintenanceHistory } from './MaintenanceHistory.tsx';
import { closedRequest, openRequest } from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/MaintenanceHistory',
  component: MaintenanceHistory,
  args: { events: closedRequest.events, t: translator('en') },
} satisfies Meta<typeof MaintenanceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Raised, assigned and closed with its resolution (stored out of order). */
export const Default: Story = {};
/** Only just raised, with the tenant's note. */
export const JustRaised: Story = { args: { events: openRequest.events } };
/** A request without recorded events has no history to open. */
export const NoEvents: Story = { args: { events: [] }, parameters: { rendersNothing: true } };
