import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { REPORTED } from './reportFixtures.ts';
import { ReportQueue } from './ReportQueue.tsx';

const meta = {
  title: 'Backoffice/Properties/ReportQueue',
  component: ReportQueue,
  parameters: { lists: { listing_report_queue: REPORTED }, methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ReportQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three reported listings: one held out of search by three fraud reports from established
 * accounts, one reported for fraud by accounts of which one counts (still in search), one not for fraud.
 */
export const Default: Story = {
  parameters: { methods: { dismissListingReports: fn(async () => ({ id: 'p1' })), unlistReportedListing: fn(async () => ({ id: 'p1' })) } },
};
/** The queue shows nothing until it has read the reports. */
export const Loading: Story = { parameters: { lists: { listing_report_queue: 'loading' }, rendersNothing: true } };
export const Empty: Story = { parameters: { lists: { listing_report_queue: [] } } };
export const Error: Story = { parameters: { lists: { listing_report_queue: 'error' } } };
/** The database refuses the answer (another admin resolved the reports first). */
export const Refused: Story = {
  parameters: { methods: { dismissListingReports: () => Promise.reject(new ApiError('This listing has no open reports')) } },
};
/** Dismissing is under way (it never answers here): Dismiss is busy, Unlist waits. */
export const Dismissing: Story = {
  parameters: { methods: { dismissListingReports: fn(pending) } },
};

/** Two listings' reports dismissed at once, after the admin confirms. */
export const BulkDismiss: Story = {
  parameters: { methods: { dismissManyListingReports: fn(async (ids: string[]) => ids.map((id) => ({ id }))) } },
};

/** The bulk dismissal is refused for one of the listings: nothing is dismissed. */
export const BulkDismissRefused: Story = {
  parameters: {
    methods: { dismissManyListingReports: () => Promise.reject(new ApiError('This listing has no open reports')) },
  },
};
