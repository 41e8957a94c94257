import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { MEERA } from './fixtures.ts';
import { RoleAssignmentFields } from './RoleAssignmentFields.tsx';

/** The role form around the fields, its starting values fixed once (as the page's form keeps them). */
function RoleForm({ userId, children }: { userId: string; children: ReactNode }) {
  const [defaultValues] = useState(() => ({ user_id: userId, role: '' }));
  return (
    <Form noValidate defaultValues={defaultValues} onSubmit={() => undefined}>
      {children}
    </Form>
  );
}

const inRoleForm: Decorator = (Story, { parameters }) => (
  <RoleForm userId={parameters.userId as string}>
    <Story />
  </RoleForm>
);

const meta = {
  title: 'Backoffice/Roles/RoleAssignmentFields',
  component: RoleAssignmentFields,
  args: { picked: null, onRemove: fn(async () => undefined) },
  parameters: { userId: '', methods: { getUserRoles: async () => ['tenant', 'user'] } },
  decorators: [inRoleForm, withStoryMethods],
} satisfies Meta<typeof RoleAssignmentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No user yet: the form says how to name one. */
export const Empty: Story = {};

/** A user id typed in: their roles, each removable. */
export const Filled: Story = { parameters: { userId: MEERA.id } };

/** Someone picked in the search above (the page fills in their id): their name under the id. */
export const Picked: Story = {
  parameters: { userId: MEERA.id },
  args: { picked: { id: MEERA.id, text: `${MEERA.full_name} (${MEERA.email})` } },
};

/** The roles never answer. */
export const Loading: Story = { parameters: { userId: MEERA.id, methods: { getUserRoles: pending } } };

/** The roles could not be read. */
export const Error: Story = {
  parameters: { userId: MEERA.id, methods: { getUserRoles: () => Promise.reject(new globalThis.Error('down')) } },
};
