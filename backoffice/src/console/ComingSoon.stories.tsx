import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { SettingsPage } from './ComingSoon.tsx';

const meta = {
  title: 'Backoffice/Console/SettingsPage',
  component: SettingsPage,
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settings stays a placeholder (spec 2.2). */
export const Default: Story = {};
