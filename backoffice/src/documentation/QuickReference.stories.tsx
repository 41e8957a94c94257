import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { QuickReference } from './QuickReference.tsx';

const meta = {
  title: 'Backoffice/Documentation/QuickReference',
  component: QuickReference,
  // The console's messages, as on its screens.
  decorators: [withStoryMethods],
} satisfies Meta<typeof QuickReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the Overview; Shadow Balancing, Commission Rules and Implementation are a tab away. */
export const Default: Story = {};

/** For an admin who reads the console in Hindi: topics and points in Hindi, core's figures unchanged. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
