import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { BulkDismissButton } from './BulkDismissButton.tsx';
import { REPORTED } from './reportFixtures.ts';

/** The button in the reported-listings queue with `selected` listings ticked. */
function InTheQueue({ selected }: { selected: string[] }) {
  const list = useList({ data: REPORTED, resource: 'listing_report_queue' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <BulkDismissButton />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Properties/BulkDismissButton',
  component: InTheQueue,
  args: { selected: ['p1', 'p2'] },
  parameters: { methods: { dismissManyListingReports: fn(async (ids: string[]) => ids.map((id) => ({ id }))) } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof InTheQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reported listings ticked. */
export const Selected: Story = {};
/** Nothing ticked: nothing to dismiss. */
export const NothingSelected: Story = { args: { selected: [] } };
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
