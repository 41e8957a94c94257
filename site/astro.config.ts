import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Every page reads the API URL and anon key from process.env per request (scripts/site.ts sets them
// when it starts the server), so pages render on demand: nothing environment-specific is baked in.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // The SSR server is started by scripts/site.ts (HOST/PORT from the environment); this only
  // matters for `astro dev`.
  server: { host: '127.0.0.1' },
  vite: {
    // Workspace packages export TypeScript source: bundle them instead of leaving them to Node.
    ssr: { noExternal: [/^@rentals\//] },
  },
});
