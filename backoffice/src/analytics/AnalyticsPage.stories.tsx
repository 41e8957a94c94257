import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Analytics } from '../dataProvider/analytics.ts';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { AnalyticsPage } from './AnalyticsPage.tsx';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const ANALYTICS: Analytics = {
  listings_by_city: [
    { city: 'bengaluru', listings: 182340 },
    { city: 'mumbai', listings: 151200 },
    { city: 'pune', listings: 98011 },
  ],
  application_funnel: [
    { status: 'submitted', applications: 42 },
    { status: 'under_review', applications: 17 },
    { status: 'approved', applications: 260 },
    { status: 'declined', applications: 31 },
    { status: 'rejected', applications: 9 },
  ],
  rvl_by_month: MONTHS.map((m, i) => ({ month: `${m}-01`, collected: 150000 + i * 12500 })),
  brokers_by_rank: [
    { rank: 'starter', brokers: 120 },
    { rank: 'builder', brokers: 64 },
    { rank: 'leader', brokers: 20 },
    { rank: 'director', brokers: 6 },
    { rank: 'executive', brokers: 2 },
    { rank: 'chairman', brokers: 1 },
    { rank: 'unranked', brokers: 9 },
  ],
};

const meta = {
  title: 'Backoffice/Analytics/AnalyticsPage',
  component: AnalyticsPage,
  parameters: { analytics: () => Promise.resolve(ANALYTICS) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin
        methods={{ getAnalytics: parameters.analytics }}
        locale={parameters.locale as ConsoleLocale | undefined}
      >
        <div style={{ width: 900 }}>
          <Story />
        </div>
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** For an admin who reads the console in Hindi: titles, axes and figures' names in Hindi. */
export const Hindi: Story = { parameters: { locale: 'hi' } };

export const Loading: Story = { parameters: { analytics: pending } };

/** A new installation: no listings, applications, payments or brokers yet. */
export const Empty: Story = {
  parameters: {
    analytics: () =>
      Promise.resolve({
        listings_by_city: [],
        application_funnel: [],
        rvl_by_month: [],
        brokers_by_rank: [],
      } satisfies Analytics),
  },
};

export const Error: Story = {
  parameters: { analytics: () => Promise.reject(new globalThis.Error('offline')) },
};
