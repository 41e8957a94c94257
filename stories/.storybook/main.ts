import type { StorybookConfig } from '@storybook/react-vite';

// Stories live next to their components in site/ and back office/; this package only hosts Storybook.
const config: StorybookConfig = {
  stories: ['../../site/src/**/*.stories.tsx', '../../backoffice/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
