import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { ReportListing } from './ReportListing.tsx';

const meta = {
  title: 'Site/Detail/ReportListing',
  component: ReportListing,
  args: { propertyId: 'p-1', signInHref: null, reported: false, t: translator('en') },
} satisfies Meta<typeof ReportListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, not reported yet: the folded form. */
export const Default: Story = {};
/** Signed out: a link to sign in and come back. */
export const SignedOut: Story = { args: { signInHref: '/auth?next=%2Fproperty%2Fp-1%23report' } };
/** Just sent. */
export const Sent: Story = { args: { reported: true, notice: { kind: 'success', text: 'Thank you: our team will look at this listing.' } } };
/** Sent on an earlier visit. */
export const AlreadyReported: Story = { args: { reported: true } };
/** 'Something else' without words: the form opens again with the reason. */
export const Refused: Story = { args: { notice: { kind: 'error', text: 'Say in a few words what is wrong' } } };
/** In Hindi. */
export const Hindi: Story = { args: { t: translator('hi') } };
