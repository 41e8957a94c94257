import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ACTIVITY, CRM } from '../users/fixtures.ts';
import { UserCrmDialog } from './UserCrmDialog.tsx';

const meta = {
  title: 'Backoffice/Crm/UserCrmDialog',
  component: UserCrmDialog,
  args: { userId: CRM.profile.id, onClose: fn(), onAddRvl: fn(), onShadowPower: fn() },
  parameters: { crm: () => Promise.resolve(CRM), activity: () => Promise.resolve(ACTIVITY) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ getUserCrm: parameters.crm, getUserActivity: parameters.activity }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof UserCrmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An affiliate with RVL records, a commission and shadow power. */
export const Default: Story = {};

export const Loading: Story = { parameters: { crm: pending } };

/** A new person: nothing recorded yet. */
export const Empty: Story = {
  parameters: {
    crm: () =>
      Promise.resolve({
        ...CRM,
        profile: { ...CRM.profile, roles: ['user'] },
        rvl_records: [],
        commissions: [],
        payments: [],
        totals: {
          rvl_total: 0,
          rvl_this_month: 0,
          commissions_total: 0,
          commissions_this_month: 0,
          properties_total: 0,
          properties_active: 0,
        },
        affiliate: null,
        shadow_power: null,
      }),
    activity: () => Promise.resolve([]),
  },
};

export const Error: Story = {
  parameters: { crm: () => Promise.reject(new globalThis.Error('offline')) },
};
