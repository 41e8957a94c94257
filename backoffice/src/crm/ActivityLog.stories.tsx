import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ACTIVITY, CRM } from '../users/fixtures.ts';
import { ActivityLog } from './ActivityLog.tsx';

const meta = {
  title: 'Backoffice/Crm/ActivityLog',
  component: ActivityLog,
  args: { userId: CRM.profile.id },
  parameters: { activity: () => Promise.resolve(ACTIVITY) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ getUserActivity: parameters.activity }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ActivityLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shadow power, a managed rental and a role change, newest first. */
export const Default: Story = {};
export const Loading: Story = { parameters: { activity: pending } };
export const Empty: Story = { parameters: { activity: () => Promise.resolve([]) } };
export const Error: Story = {
  parameters: { activity: () => Promise.reject(new globalThis.Error('offline')) },
};
