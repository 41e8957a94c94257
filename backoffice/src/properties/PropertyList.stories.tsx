import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { PropertyList, type PropertyRecord } from './PropertyList.tsx';

const rows: PropertyRecord[] = [
  {
    id: 'p1',
    title: '3 BHK apartment in Koramangala',
    city: 'Bengaluru',
    locality: 'Koramangala',
    rent: 45000,
    availability: 'available',
    verified: true,
  },
  {
    id: 'p2',
    title: 'Sea-facing penthouse in Worli',
    city: 'Mumbai',
    locality: 'Worli',
    rent: 450000,
    availability: 'rented',
    verified: true,
  },
  {
    id: 'p3',
    title: '1 RK studio near Hinjewadi Phase 1',
    city: 'Pune',
    locality: 'Hinjewadi',
    rent: '12500.00',
    availability: 'available',
    verified: false,
  },
];

function withRecords(records: PropertyRecord[]): DataProvider {
  return testDataProvider({
    getList: async () => ({ data: records, total: records.length }) as never,
  });
}

const meta = {
  title: 'Backoffice/Properties/PropertyList',
  component: PropertyList,
  parameters: { records: rows },
  decorators: [
    (Story, { parameters }) => (
      <AdminContext
        dataProvider={withRecords(parameters.records as PropertyRecord[])}
        i18nProvider={i18nProvider}
      >
        <ResourceContextProvider value="properties">
          <Story />
        </ResourceContextProvider>
      </AdminContext>
    ),
  ],
} satisfies Meta<typeof PropertyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { parameters: { records: [] } };
