import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState, ErrorState, PageHeading } from './States.tsx';

// The empty, error and heading pieces every portal screen is built from.
const meta = {
  title: 'Site/Portal/UI/States',
  component: EmptyState,
  args: { text: 'No tenancies yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** An empty list that leads on to where something can be added. */
export const EmptyWithAction: Story = {
  args: {
    text: 'No properties listed yet.',
    action: { href: '/properties/create', label: 'Add Property' },
  },
};

export const Error: Story = {
  render: () => (
    <ErrorState
      text="Failed to load property data"
      retryLabel="Try again"
      retryHref="/portal/landlord"
    />
  ),
};

export const Heading: Story = {
  render: () => (
    <PageHeading
      title="My properties"
      intro="Your listings, their availability and the people interested in them."
    >
      <a className="button" href="/properties/create">
        Add Property
      </a>
    </PageHeading>
  ),
};

export const HeadingOnly: Story = { render: () => <PageHeading title="Broker settings" /> };
