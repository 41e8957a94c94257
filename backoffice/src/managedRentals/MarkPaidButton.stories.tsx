import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rvlRows } from './fixtures.ts';
import { RvlMonthCell } from './MarkPaidButton.tsx';
import type { RvlMonth } from './types.ts';

const [pending, paid, , outside] = rvlRows[0]!.months as [RvlMonth, RvlMonth, RvlMonth, RvlMonth];

const meta = {
  title: 'Backoffice/ManagedRentals/MarkPaidButton',
  component: RvlMonthCell,
  args: { propertyId: 'mp1', propertyName: '7 Residency Road, Bengaluru', month: pending },
  parameters: {
    methods: {
      markRvlPaymentPaid: fn(async () => ({ id: 'ok' })),
      undoRvlPaymentPaid: fn(async () => ({ id: 'ok' })),
    },
  },
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

/** This month's RVL not yet paid: Mark Paid, confirmed in a dialog. */
export const Pending: Story = {};

/** Paid, with the day it was marked and Undo. */
export const Paid: Story = { args: { month: paid } };

/** A month before the lease started: nothing to mark. */
export const OutsideLease: Story = { args: { month: outside } };

/** The payment is being saved: the dialog's buttons wait. */
export const Saving: Story = {
  parameters: { methods: { markRvlPaymentPaid: fn(() => new Promise<never>(() => {})) } },
};

/** The database refuses the payment. */
export const Refused: Story = {
  parameters: {
    methods: {
      markRvlPaymentPaid: () =>
        Promise.reject(new ApiError('Only months within the lease can be marked paid')),
    },
  },
};

/** No row for the month yet. */
export const NoMonth: Story = { args: { month: undefined } };
