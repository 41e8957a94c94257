import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './src/server/precompress.ts';
import { sessionDirective } from './src/directives/integration.ts';
import { tagReactComponents } from './src/server/tagReactComponents.ts';

// Every page reads the API URL and anon key from process.env per request (scripts/site.ts sets them
// when it starts the server), so pages render on demand: nothing environment-specific is baked in.
// Pages that opt into prerendering take their absolute URLs from SITE_URL at build time.
export default defineConfig({
  output: 'server',
  // Middleware mode: server.ts is the HTTP server (precompressed static files, then Astro).
  // staticHeaders: the policies of prerendered pages go to dist/_headers.json (read by server.ts)
  // instead of a <meta> tag, which cannot carry frame-ancestors.
  // experimentalDisableStreaming: a page is rendered whole, then sent with its length. Every page
  // and layout reads its data in its frontmatter, before the first byte of the document, so
  // streaming sent nothing sooner; it only cut each page into many small chunks, each paid for
  // again by the compression and the socket.
  adapter: node({ mode: 'middleware', staticHeaders: true, experimentalDisableStreaming: true }),
  // Astro lists the hashes of the inline scripts it renders; src/lib/securityHeaders.ts builds the
  // whole policy around them. Inline styles stay allowed (style attributes and the console's
  // runtime styles), so no style hashes are kept.
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Each island is rendered to a string, not to a stream read back into one: a search page renders
  // twenty cards, and each stream cost more than its render (patches/@astrojs__react@7.0.0.patch
  // keeps the island's id prefix, which hydration matches, in this mode too). No island suspends on
  // the server, so nothing waited on a stream.
  integrations: [react({ experimentalDisableStreaming: true }), precompress(), sessionDirective(), tagReactComponents()],
  // server.ts listens on HOST/PORT from the environment; this only matters for `astro dev`.
  server: { host: '127.0.0.1' },
  vite: {
    // Workspace packages export TypeScript source: bundle them instead of leaving them to Node.
    ssr: { noExternal: [/^@rentals\//] },
  },
});
