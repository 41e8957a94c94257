import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { RecordTable } from './RecordTable.tsx';

// Below 640 px each row becomes a card whose cells repeat their column's name.
interface Row {
  id: string;
  property: string;
  city: string;
  rent: number;
  listed: string;
}

const rows: Row[] = [
  {
    id: 'p1',
    property: '2 BHK in Koramangala',
    city: 'Bengaluru',
    rent: 28000,
    listed: '2026-03-01',
  },
  {
    id: 'p2',
    property: 'Villa with garden in Whitefield',
    city: 'Bengaluru',
    rent: 150000,
    listed: '2026-10-12',
  },
];

const meta = {
  title: 'Site/Portal/Data/RecordTable',
  component: RecordTable<Row>,
  args: {
    caption: 'Properties',
    rows,
    rowKey: (row) => row.id,
    columns: [
      { header: 'Property', cell: (row) => <a href={`/property/${row.id}`}>{row.property}</a> },
      { header: 'City', cell: (row) => row.city },
      { header: 'Rent per month', cell: (row) => formatRupees(row.rent), numeric: true },
      { header: 'Listed on', cell: (row) => formatDate(row.listed) },
    ],
  },
} satisfies Meta<typeof RecordTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caption names the table for screen readers; the page's heading already shows it. */
export const Default: Story = {};

/** Several tables on one page: each shows its caption. */
export const WithCaption: Story = { args: { caption: 'Rent by month', showCaption: true } };
