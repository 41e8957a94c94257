import type { Meta, StoryObj } from '@storybook/react-vite';
import { todayIso } from '@rentals/core/dates';
import { rvlTrackingMonths } from '@rentals/core/rules/rvl';
import { ListContextProvider, useList } from 'react-admin';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { BulkMarkPaidButton } from './BulkMarkPaidButton.tsx';
import { rvlRows } from './fixtures.ts';

/** The button in RVL Tracking with `selected` properties ticked. */
function InTheList({ selected }: { selected: string[] }) {
  const list = useList({ data: rvlRows, resource: 'admin_rvl_tracking' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <BulkMarkPaidButton months={rvlTrackingMonths(todayIso())} />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/ManagedRentals/BulkMarkPaidButton',
  component: InTheList,
  args: { selected: ['mp1'] },
  parameters: { methods: { markRvlPaymentsPaid: fn(async (ids: string[]) => ids.map((id) => ({ id }))) } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof InTheList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One property ticked. */
export const Selected: Story = {};
/** Nothing ticked: nothing to mark. */
export const NothingSelected: Story = { args: { selected: [] } };
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
