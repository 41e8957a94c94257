import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rvlRows } from './fixtures.ts';
import { RvlMonthCell } from './MarkPaidButton.tsx';
import type { RvlMonth } from './types.ts';

const [pending, paid] = rvlRows[0]!.months as [RvlMonth, RvlMonth];

const meta = {
  title: 'Backoffice/ManagedRentals/MarkPaidButton',
  component: RvlMonthCell,
  args: { propertyId: 'mp1', month: pending },
  parameters: { methods: { markRvlPaymentPaid: fn(async () => ({ id: 'ok' })) } },
  decorators: [
    // The cell as RVL Tracking's table holds it.
    (Story) => (
      <table>
        <tbody>
          <tr>
            <td>
              <Story />
            </td>
          </tr>
        </tbody>
      </table>
    ),
    withStoryAdmin,
  ],
} satisfies Meta<typeof RvlMonthCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month's RVL not yet paid: Mark Paid. */
export const Pending: Story = {};

/** Paid, with the day it was marked. */
export const Paid: Story = { args: { month: paid } };

/** The database refuses the payment. */
export const Refused: Story = {
  parameters: {
    methods: {
      markRvlPaymentPaid: () =>
        Promise.reject(new ApiError('Payment month cannot be in the future')),
    },
  },
};

/** No row for the month yet. */
export const NoMonth: Story = { args: { month: undefined } };
