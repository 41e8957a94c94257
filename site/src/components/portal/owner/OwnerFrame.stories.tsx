import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { OwnerFrame, Stat } from './OwnerFrame.tsx';
import { managerPortfolio, portfolio, unappointed } from './ownerFixtures.ts';

// What every landlord and manager screen shares; its content here is a single stat card.
const meta = {
  title: 'Site/Portal/Owner/OwnerFrame',
  component: OwnerFrame,
  args: {
    state: { status: 'ok', data: portfolio },
    role: 'landlord',
    title: 'owner.properties.title',
    page: 'properties',
    t: translator('en'),
    children: (data) => (
      <dl className="stat-grid">
        <Stat
          label="Properties"
          value={String(data.properties.length)}
          href="/portal/landlord/properties"
        />
      </dl>
    ),
  },
} satisfies Meta<typeof OwnerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landlord: Story = {};
export const Manager: Story = {
  args: { role: 'manager', state: { status: 'ok', data: managerPortfolio } },
};
/** A manager no landlord has appointed: the screen's content is not shown. */
export const NotAppointed: Story = {
  args: { role: 'manager', state: { status: 'ok', data: unappointed } },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'owner.error.portfolio' } },
};
