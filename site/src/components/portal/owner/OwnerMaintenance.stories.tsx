import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerMaintenance } from './OwnerMaintenance.tsx';
import {
  emptyPortfolio,
  LANDLORD,
  managerPortfolio,
  MANAGER,
  openRequest,
  portfolio,
  TODAY,
} from './ownerFixtures.ts';

const meta = {
  title: 'Site/Portal/Owner/OwnerMaintenance',
  component: OwnerMaintenance,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    userId: LANDLORD,
    today: TODAY,
    t: translator('en'),
  },
} satisfies Meta<typeof OwnerMaintenance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open request (first) and one closed with its history. */
export const Default: Story = {};

/** The manager took the open request on. */
export const AssignedToManager: Story = {
  args: {
    role: 'manager',
    userId: MANAGER,
    state: {
      status: 'ok',
      data: {
        ...managerPortfolio,
        requests: [
          {
            ...openRequest,
            status: 'in_progress',
            assigned_to: MANAGER,
            assigned_at: '2026-11-21T10:00:00+05:30',
          },
        ],
      },
    },
  },
};

const appointments = [
  { manager_id: MANAGER, manager_name: 'Farhan Qureshi', landlord_id: LANDLORD, landlord_name: 'Suresh Reddy' },
];

/** The landlord has appointed a manager: the open request can go to them. */
export const WithManager: Story = {
  args: { state: { status: 'ok', data: { ...portfolio, appointments } } },
};

/** The manager took the request on and can hand it back to the owner. */
export const ManagerHandsBack: Story = {
  args: {
    role: 'manager',
    userId: MANAGER,
    state: {
      status: 'ok',
      data: {
        ...managerPortfolio,
        appointments,
        requests: [
          { ...openRequest, status: 'in_progress', assigned_to: MANAGER, assigned_at: '2026-11-21T10:00:00+05:30' },
        ],
      },
    },
  },
};

export const Empty: Story = { args: { state: { status: 'ok', data: emptyPortfolio } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
