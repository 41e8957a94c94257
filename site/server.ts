// The site's HTTP server: files of the build's client folder (with their precompressed copies)
// first, then everything else rendered by Astro (@astrojs/node built in middleware mode).
// HOST and PORT choose where it listens (scripts/site.ts sets them).
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { siteUrlFromEnv } from './src/lib/seo.ts';
import { createStaticHandler } from './src/server/staticFiles.ts';

// A malformed SITE_URL stops the server here rather than failing every page.
siteUrlFromEnv();

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const dist = new URL('./dist/', import.meta.url);
const entry = new URL('server/entry.mjs', dist).href;
const { handler } = (await import(entry)) as { handler: AstroHandler };
const serveFile = createStaticHandler(fileURLToPath(new URL('client/', dist)));

const server = http.createServer((req, res) => {
  try {
    decodeURI(req.url ?? '/');
  } catch {
    res.writeHead(400).end('Bad request.');
    return;
  }
  serveFile(req, res)
    .then((served) => (served ? undefined : handler(req, res)))
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal server error');
      else res.destroy();
    });
});

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));
