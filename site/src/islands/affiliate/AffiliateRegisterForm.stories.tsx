import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { AffiliateRegisterForm } from './AffiliateRegisterForm.tsx';
import { REGISTER_KEYS } from './registerTexts.ts';

const SPONSORS: Record<string, string> = { AFF10023: 'Priya S.', AFF10001: 'Arjun M.' };

const meta = {
  title: 'Site/Affiliate/AffiliateRegisterForm',
  component: AffiliateRegisterForm,
  args: {
    action: '/affiliate/register',
    values: { full_name: 'Kavya Nair', email: 'kavya@example.in', phone: '' },
    sponsor: { state: 'none' },
    texts: pick(translator('en'), REGISTER_KEYS),
    lookup: async (code: string) => SPONSORS[code] ?? null,
    // Stories stay on the page: the product posts the checked form to it.
    post: () => {},
  },
} satisfies Meta<typeof AffiliateRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No invitation: the sponsor is optional. */
export const Default: Story = {};

/** Opened from an invitation link: the server already checked the sponsor. */
export const Invited: Story = { args: { values: { sponsor_affiliate_id: 'AFF10023', full_name: 'Kavya Nair' }, sponsor: { state: 'found', name: 'Priya S.' } } };

/** An invitation code nobody has. */
export const UnknownSponsor: Story = { args: { values: { sponsor_affiliate_id: 'AFF99999', full_name: 'Kavya Nair' }, sponsor: { state: 'unknown' } } };

/** The lookup itself failed (network). */
export const LookupFailed: Story = {
  args: { lookup: async () => Promise.reject(new Error('offline')) },
};

/** Sent back by the server with errors. */
export const WithErrors: Story = {
  args: { values: { full_name: '', email: 'not-an-email' }, errors: { full_name: 'Full name is required', email: 'Enter a valid email address' } },
};

/** Left blank and mistyped: the browser's check with core's schema, before anything is posted. */
export const Blank: Story = { args: { values: { full_name: '', email: 'kavya@' } } };

/** The checked form is being posted; the next page has not arrived. */
export const Posting: Story = {};
