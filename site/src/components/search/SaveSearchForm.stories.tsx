import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { SaveSearchForm } from './SaveSearchForm.tsx';

const meta = {
  title: 'Site/Search/SaveSearchForm',
  component: SaveSearchForm,
  args: {
    search: 'city=Pune&bhk=2&max_rent=30000',
    defaultName: '2 BHK · in Pune · up to ₹30,000',
    signInHref: '/auth?next=%2Fproperties%3Fcity%3DPune%26bhk%3D2%26max_rent%3D30000',
    t: translator('en'),
  },
} satisfies Meta<typeof SaveSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both the form (for a session) and the sign-in link (for a visitor), each marked for SessionHint. */
export const Default: Story = {};
export const Hindi: Story = { args: { t: translator('hi') } };
