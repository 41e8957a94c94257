import { Pagination, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WORK_COUNTS } from '../dashboard/fixtures.ts';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';

const meta = {
  title: 'Backoffice/Console/ConsoleLayout',
  component: ConsoleLayout,
  args: {
    children: (
      <Typography component="h1" variant="h5">
        Users
      </Typography>
    ),
  },
  parameters: { isAdmin: () => Promise.resolve(true), path: '/users' },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ isAdmin: parameters.isAdmin, getWorkCounts: () => Promise.resolve(WORK_COUNTS) }} path={parameters.path as string} locale={parameters.locale as ConsoleLocale | undefined}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the Users screen. */
export const Default: Story = {};

/** The admin check is under way. */
export const Loading: Story = { parameters: { isAdmin: pending } };

/** A person without the admin role: no menu, Access Denied. */
export const Denied: Story = { parameters: { isAdmin: () => Promise.resolve(false) } };

const paged = (
  <>
    <Typography component="h1" variant="h5">
      Users
    </Typography>
    <Pagination count={3} />
  </>
);

/** A screen with a pager: its navigation is named in the console's language. */
export const Paged: Story = { args: { children: paged } };

/** The same in Hindi. */
export const PagedInHindi: Story = { args: { children: paged }, parameters: { locale: 'hi' } };
