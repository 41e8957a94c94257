import type { APIRoute } from 'astro';

// The start script waits for this answer with the instance id it gave the server, so that another
// server left on the same port can never pass for the one it just started.
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok', instance: process.env.SITE_INSTANCE_ID ?? null }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
