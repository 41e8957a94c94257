import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { APPROVED_LISTING } from './factsFixtures.ts';
import { EditFactsButton } from './EditFactsButton.tsx';

// A link from a listing's row: it loads nothing, so its states are the console's two languages.
const meta = {
  title: 'Backoffice/Properties/EditFactsButton',
  component: EditFactsButton,
  args: { record: APPROVED_LISTING },
  parameters: { methods: {} },
  decorators: [withStoryMethods],
} satisfies Meta<typeof EditFactsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hindi: Story = { parameters: { locale: 'hi' } };
