import type { Preview } from '@storybook/react-vite';
// The site's design tokens and the server-rendered components' styles.
import '@rentals/site/styles/global.css';
// Buttons, cards, forms and badges of the portal screens.
import '@rentals/site/styles/portal.css';
// The affiliate pages' scrolling tables, team tree and calculator, which their pages load themselves.
import '@rentals/site/styles/affiliate.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
