import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { PREVIEW_SUMMARY, UNCHANGED_SUMMARY } from './fixtures.ts';
import { RunPreview } from './RunPreview.tsx';

const meta = {
  title: 'Backoffice/Commissions/RunPreview',
  component: RunPreview,
  args: {
    summary: PREVIEW_SUMMARY,
    today: '2026-11-25',
    onCancel: fn(),
    onConfirm: fn(async (_month: string) => {}),
  },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof RunPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A late payment: rows to add and replace, one rank of the month and two current ranks change. */
export const Changes: Story = {};

/** The month run again on unchanged data. */
export const Nothing: Story = { args: { summary: UNCHANGED_SUMMARY } };

/** More ranks change than the preview names. */
export const Many: Story = {
  args: {
    summary: {
      ...PREVIEW_SUMMARY,
      changes: {
        commissions: { added: 0, replaced: 0, removed: 0, unchanged: 10 },
        ranks: {
          first_ranked: 41,
          month_changed: 0,
          month: [],
          current_changed: 203,
          current: Array.from({ length: 200 }, (_, i) => ({
            name: `Broker ${String(i + 1).padStart(3, '0')}`,
            from: 'builder',
            to: 'leader',
          })),
        },
      },
    },
  },
};

/** The run being asked for (it never answers here): the confirmation is busy and asks nothing more. */
export const Starting: Story = {
  args: { onConfirm: fn((_month: string) => new Promise<never>(() => {})) },
};

/** A preview of the month in progress (the screen left open across the month's end): refused. */
export const MonthInProgress: Story = {
  args: { summary: { ...PREVIEW_SUMMARY, month: '2026-11-01' } },
};
