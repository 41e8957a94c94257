import type { StorybookConfig } from '@storybook/react-vite';

// Stories live next to their components in site/ and back office/; this package only hosts Storybook.
const config: StorybookConfig = {
  stories: ['../../site/src/**/*.stories.tsx', '../../backoffice/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // MUI's 'use client' notices (meaningless outside React Server Components) and the chunk-size
  // hint for the single-page Storybook bundle would drown the test log; other warnings still show.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
