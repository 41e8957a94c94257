import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { QuickActions } from './QuickActions.tsx';

const meta = {
  title: 'Backoffice/Dashboard/QuickActions',
  component: QuickActions,
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to every screen but the dashboard itself. */
export const Default: Story = {};
