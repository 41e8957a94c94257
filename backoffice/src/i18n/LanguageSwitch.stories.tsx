import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import type { ConsoleLocale } from './i18nProvider.ts';
import LanguageSwitch from './LanguageSwitch.tsx';

// The app bar's language menu. It loads nothing, so it has no loading, empty or error state: its
// states are the language in use (English or Hindi).
const meta = {
  title: 'Backoffice/Console/LanguageSwitch',
  component: LanguageSwitch,
  parameters: { locale: 'en' },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin locale={parameters.locale as ConsoleLocale}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Hindi: Story = { parameters: { locale: 'hi' } };
