import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { USERS } from './fixtures.ts';
import { UsersTable } from './UsersTable.tsx';

const meta = {
  title: 'Backoffice/Users/UsersTable',
  component: UsersTable,
  args: { rows: USERS, onViewCrm: fn(), onAddRvl: fn(), onShadowPower: fn() },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An affiliate, a broker and landlord who never logged in, and a tenant. */
export const Default: Story = {};

/** A person who gave only an email: no name, phone or place. */
export const EmailOnly: Story = {
  args: {
    rows: [
      {
        ...USERS[2]!,
        full_name: null,
        phone: null,
        city: null,
        state: null,
        last_login_at: null,
        profile_completion_percentage: 20,
      },
    ],
  },
};
