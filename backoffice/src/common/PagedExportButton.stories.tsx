import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ListBase, type GetListParams } from 'react-admin';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { storyDataProvider, type ListFixture } from '../testing/storyDataProvider.ts';
import type { CsvColumn } from './csv.ts';
import { PagedExportButton } from './PagedExportButton.tsx';

interface Payment {
  id: string;
  provider_payment_id: string;
  amount: number;
  status: 'pending' | 'succeeded';
}

const payment = (n: number): Payment => ({
  id: `pay-${n}`,
  provider_payment_id: `4123456789${String(n).padStart(2, '0')}`,
  amount: 2999,
  status: n % 2 ? 'pending' : 'succeeded',
});

const COLUMNS: readonly CsvColumn<Payment>[] = [
  ['Ref', (p) => p.provider_payment_id],
  ['Amount', (p) => p.amount],
  ['Status', (p) => p.status],
];

/**
 * The button inside a payments list, as a list's toolbar holds it. `lists` are the rows; with
 * `failAfterFirstPage` the connection drops after the first 100 rows.
 */
const withPaymentsList: Decorator = (Story, { parameters }) => {
  const provider = storyDataProvider(parameters.lists as Record<string, ListFixture>);
  const getList = (resource: string, params: GetListParams) =>
    parameters.failAfterFirstPage && (params.pagination?.page ?? 1) > 1
      ? Promise.reject(new Error('The connection was reset'))
      : provider.getList(resource, params);
  return (
    <StoryAdmin methods={{ ...provider, getList }}>
      <ListBase
        resource="payments"
        filter={parameters.filter as Record<string, unknown> | undefined}
        storeKey={false}
        disableSyncWithLocation
      >
        <Story />
      </ListBase>
    </StoryAdmin>
  );
};

const meta = {
  title: 'Backoffice/Common/PagedExportButton',
  component: PagedExportButton<Payment>,
  args: { filename: 'broker-registrations', columns: COLUMNS },
  parameters: { lists: { payments: [1, 2, 3].map(payment) } },
  decorators: [withPaymentsList],
} satisfies Meta<typeof PagedExportButton<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three payments: one request, one file. */
export const Default: Story = {};

/** 230 payments: three requests of at most 100 rows. */
export const ManyPages: Story = {
  parameters: { lists: { payments: Array.from({ length: 230 }, (_, n) => payment(n + 1)) } },
};

/** The list shows only succeeded payments: the file holds what the list holds. */
export const Filtered: Story = {
  parameters: { filter: { status: 'succeeded' } },
};

/** Nothing to export. */
export const Empty: Story = { parameters: { lists: { payments: [] } } };

/** The connection drops after the first 100 rows: no partial file. */
export const Fails: Story = {
  parameters: {
    lists: { payments: Array.from({ length: 230 }, (_, n) => payment(n + 1)) },
    failAfterFirstPage: true,
  },
};
