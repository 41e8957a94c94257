import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { fn } from 'storybook/test';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { USERS } from './fixtures.ts';
import { UsersTable } from './UsersTable.tsx';

function InList({ rows, loading = false, children }: { rows: AdminUserRow[]; loading?: boolean; children: ReactNode }) {
  const list = useList({ data: rows, isPending: loading, resource: 'admin_users' });
  return (
    <ResourceContextProvider value="admin_users">
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Users/UsersTable',
  component: UsersTable,
  args: { onViewCrm: fn(), onAddRvl: fn(), onShadowPower: fn() },
  parameters: { rows: USERS },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin>
        <InList rows={parameters.rows as AdminUserRow[]} loading={parameters.loading === true}>
          <Story />
        </InList>
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
  parameters: {
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

export const Empty: Story = { parameters: { rows: [] } };

/** On a phone: a card for each person. */
export const Phone: Story = { args: { cards: true } };

export const Loading: Story = { parameters: { loading: true, rows: [] }, args: { cards: true } };

/** Someone holding four roles: two chips and a count. */
export const ManyRoles: Story = {
  parameters: {
    rows: [{ ...USERS[0]!, full_name: 'Meera Iyer', roles: ['admin', 'broker', 'landlord', 'tenant'], affiliate_id: null }],
  },
};
