import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { MESSAGE_OWNER_KEYS } from './detailTexts.ts';
import { MessageOwnerForm } from './MessageOwnerForm.tsx';

const meta = {
  title: 'Site/Detail/MessageOwnerForm',
  component: MessageOwnerForm,
  args: { propertyId: 'p-1', texts: pick(translator('en'), MESSAGE_OWNER_KEYS) },
} satisfies Meta<typeof MessageOwnerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hindi: Story = { args: { texts: pick(translator('hi'), MESSAGE_OWNER_KEYS) } };
