import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { Portfolios } from './Portfolios.tsx';

const meta = {
  title: 'Site/Portal/Owner/Portfolios',
  component: Portfolios,
  args: {
    state: {
      status: 'ok',
      data: [
        {
          id: 'a1',
          manager_name: 'Farhan Qureshi',
          manager_phone: '+91 98600 51847',
          landlord_id: 'l1',
          landlord_name: 'Suresh Reddy',
          landlord_phone: '+91 99000 11223',
          created_at: '2026-05-09T10:00:00+05:30',
          properties: 12,
          open_requests: 3,
        },
        {
          id: 'a2',
          manager_name: 'Farhan Qureshi',
          manager_phone: '+91 98600 51847',
          landlord_id: 'l2',
          landlord_name: 'Divya Raju',
          landlord_phone: null,
          created_at: '2026-06-01T10:00:00+05:30',
          properties: 4,
          open_requests: 0,
        },
      ],
    },
    t: translator('en'),
  },
} satisfies Meta<typeof Portfolios>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A manager nobody appointed, or an admin without the second factor. */
export const Empty: Story = { args: { state: { status: 'ok', data: [] } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.portfolios.error' } },
};
