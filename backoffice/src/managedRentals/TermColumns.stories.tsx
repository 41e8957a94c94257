import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { TermColumns, type ManagedTerms } from './TermColumns.tsx';

const rows: (ManagedTerms & { id: string; name: string })[] = [
  {
    id: 'a1',
    name: 'Guaranteed, Baner',
    commission_percentage: '12.5',
    management_fee_percentage: 6,
    guaranteed_rent_amount: '54000.00',
    contract_type: 'guaranteed_rent',
  },
  {
    id: 'a2',
    name: 'Not yet configured, Kothrud',
    commission_percentage: null,
    management_fee_percentage: null,
    guaranteed_rent_amount: null,
    contract_type: null,
  },
];

function TermsTable({ data }: { data: typeof rows }) {
  const list = useList({ data });
  return (
    <ListContextProvider value={list}>
      <DataTable rowClick={false} bulkActionButtons={false} resource="admin_managed_properties">
        <DataTable.Col source="name" label="Property" />
        <TermColumns />
      </DataTable>
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/ManagedRentals/TermColumns',
  component: TermsTable,
  args: { data: rows },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof TermsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms set on approval, and a row whose terms are not set yet. */
export const Default: Story = {};
