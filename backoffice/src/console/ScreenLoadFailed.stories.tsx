import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { ScreenLoadFailed } from './ScreenLoadFailed.tsx';

const meta = {
  title: 'Backoffice/Console/ScreenLoadFailed',
  component: ScreenLoadFailed,
  args: { reload: fn() },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ScreenLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's code could not be fetched: the admin is told so and can reload. */
export const Default: Story = {};
