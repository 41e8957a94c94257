import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDate, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { CrmPayment } from '../dataProvider/crm.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { RecordTable, type RecordColumn } from './RecordTable.tsx';

const PAYMENTS: CrmPayment[] = [
  {
    id: 'f00dbabe-0000-4000-8000-000000000001',
    kind: 'broker_registration',
    provider: 'upi',
    amount: '2999.00',
    status: 'succeeded',
    paid_at: '2026-11-05T05:00:00Z',
    created_at: '2026-11-05T04:55:00Z',
  },
  {
    id: 'f00dbabe-0000-4000-8000-000000000002',
    kind: 'rent',
    provider: 'bank_transfer',
    amount: '45000.00',
    status: 'pending',
    paid_at: null,
    created_at: '2026-11-20T04:55:00Z',
  },
];

const COLUMNS: RecordColumn<CrmPayment>[] = [
  { key: 'id', render: (r) => shortId(r.id) },
  { key: 'kind', render: (r) => r.kind.replace('_', ' ') },
  { key: 'amount', render: (r) => formatRupees(r.amount), align: 'right' },
  { key: 'status', render: (r) => r.status },
  { key: 'paid_at', render: (r) => formatDate(r.paid_at) },
];

const meta = {
  title: 'Backoffice/Crm/RecordTable',
  component: RecordTable<CrmPayment>,
  args: { rows: PAYMENTS, columns: COLUMNS, empty: 'app.crm.empty.payments' },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof RecordTable<CrmPayment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two payments, ids cut to 8 characters, amounts in rupees. */
export const Default: Story = {};

/** No records: the tab's empty text. */
export const Empty: Story = { args: { rows: [] } };
