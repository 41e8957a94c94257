import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { REPORT_KEYS } from './detailTexts.ts';
import { ReportListing } from './ReportListing.tsx';
import { STORY_USER_ID, storyActions } from './storyActions.ts';

const meta = {
  title: 'Site/Detail/ReportListing',
  component: ReportListing,
  args: { propertyId: 'p-1', userId: STORY_USER_ID, reported: false, texts: pick(translator('en'), REPORT_KEYS), actions: storyActions('ok') },
} satisfies Meta<typeof ReportListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, not reported yet: the folded form. */
export const Default: Story = {};
/** Sent on an earlier visit. */
export const AlreadyReported: Story = { args: { reported: true } };
/** The report is on its way. */
export const Sending: Story = { args: { actions: storyActions('pending') } };
/** 'Something else' without words: the database refuses, and the form says why. */
export const Refused: Story = { args: { actions: storyActions('ok', [], 'detailsRequired') } };
/** A second report from another tab: the database refuses it as already sent. */
export const Duplicate: Story = { args: { actions: storyActions('duplicate') } };
/** The person has sent the day's reports: the database refuses more until tomorrow. */
export const LimitReached: Story = { args: { actions: storyActions('ok', [], 'limitPerson') } };
/** So many reports came from the person's network today that the database refuses more. */
export const NetworkLimitReached: Story = { args: { actions: storyActions('ok', [], 'limitNetwork') } };
/** The API could not be reached. */
export const Failed: Story = { args: { actions: storyActions('fail') } };
/** In Hindi. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), REPORT_KEYS) } };
