import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { CRM } from '../users/fixtures.ts';
import { CrmHeader } from './CrmHeader.tsx';

const meta = {
  title: 'Backoffice/Crm/CrmHeader',
  component: CrmHeader,
  args: { profile: CRM.profile, onAddRvl: fn(), onShadowPower: fn() },
  decorators: [
    (Story) => (
      <StoryAdmin>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof CrmHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An affiliate: Add RVL and Shadow Power. */
export const Default: Story = {};

/** A broker and landlord: no Shadow Power. */
export const NotAffiliate: Story = {
  args: { profile: { ...CRM.profile, roles: ['broker', 'landlord'] } },
};

/** A person who gave only an email: it stands in for the name, and no contact line. */
export const EmailOnly: Story = {
  args: {
    profile: {
      ...CRM.profile,
      full_name: null,
      phone: null,
      city: null,
      state: null,
      roles: ['user'],
    },
  },
};
