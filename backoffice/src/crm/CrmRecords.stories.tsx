import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ACTIVITY, CRM } from '../users/fixtures.ts';
import { CrmRecords } from './CrmRecords.tsx';

const meta = {
  title: 'Backoffice/Crm/CrmRecords',
  component: CrmRecords,
  args: { crm: CRM },
  parameters: { activity: () => Promise.resolve(ACTIVITY) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ getUserActivity: parameters.activity }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof CrmRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RVL records and a commission; no payments yet. */
export const Default: Story = {};

/** A broker's registration fee among the payments. */
export const WithPayments: Story = {
  args: {
    crm: {
      ...CRM,
      payments: [
        {
          id: 'f00dbabe-0000-4000-8000-000000000001',
          kind: 'broker_registration',
          provider: 'upi',
          amount: '2999.00',
          status: 'succeeded',
          paid_at: '2026-11-05T05:00:00Z',
          created_at: '2026-11-05T04:55:00Z',
        },
      ],
    },
  },
};

/** Nothing recorded yet, the activity log still loading. */
export const Empty: Story = {
  args: { crm: { ...CRM, rvl_records: [], commissions: [], payments: [] } },
  parameters: { activity: pending },
};
