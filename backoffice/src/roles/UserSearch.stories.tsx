import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { MEERA } from './fixtures.ts';
import { UserSearch } from './UserSearch.tsx';

const MEERA_NAIR = {
  id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  full_name: 'Meera Nair',
  email: 'meera.nair@example.in',
};

const meta = {
  title: 'Backoffice/Roles/UserSearch',
  component: UserSearch,
  args: { onPick: fn() },
  parameters: { methods: { lookupUsers: fn(async () => [MEERA, MEERA_NAIR]) } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof UserSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two people match the search. */
export const Default: Story = {};

/** The search has not answered yet. */
export const Loading: Story = { parameters: { methods: { lookupUsers: pending } } };

export const NoMatch: Story = { parameters: { methods: { lookupUsers: async () => [] } } };

export const Error: Story = {
  parameters: {
    methods: { lookupUsers: () => Promise.reject(new globalThis.Error('offline')) },
  },
};
