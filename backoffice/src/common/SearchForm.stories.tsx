import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext } from 'react-admin';
import { fn } from 'storybook/test';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { SearchForm } from './SearchForm.tsx';

const meta = {
  title: 'Backoffice/Common/SearchForm',
  component: SearchForm,
  decorators: [
    (Story) => (
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </AdminContext>
    ),
  ],
  args: {
    label: 'Search users',
    placeholder: 'Search by name, email, phone, or city...',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a line under the box (how long a term must be, or that a search is running). */
export const WithHelp: Story = { args: { helperText: 'Type at least 2 characters' } };
