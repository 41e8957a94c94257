import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { PrefixRouter } from './prefixRouter.ts';

/** An app shaped like the gateway's: middlewares on every path, then one sub-app per protocol. */
function gatewayShaped(router?: ConstructorParameters<typeof Hono>[0]): Hono {
  const app = new Hono(router);
  const seen = (name: string) => async (c: { res: Response; header: (n: string, v: string) => void }, next: () => Promise<void>) => {
    await next();
    c.res.headers.append('x-seen', name);
  };
  app.use('*', seen('first'));
  app.use('/*', seen('second'));
  app.get('/health', (c) => c.text('health'));
  const rest = new Hono();
  rest.use('*', seen('rest'));
  rest.get('/', (c) => c.text('root'));
  rest.all('/:relation/:fn?', (c) => c.text(`${c.req.method} ${c.req.param('relation')} ${c.req.param('fn') ?? '-'}`));
  rest.all('*', (c) => c.text('rest fallback', 404));
  const storage = new Hono();
  storage.get('/object/public/:bucket/:key{.+}', (c) => c.text(`public ${c.req.param('bucket')} ${c.req.param('key')}`));
  storage.get('/object/:bucket/:key{.+}', (c) => c.text(`object ${c.req.param('bucket')} ${c.req.param('key')}`));
  app.route('/rest/v1', rest);
  app.route('/storage/v1', storage);
  app.notFound((c) => c.text('nothing here', 404));
  return app;
}

const requests: Array<[string, string]> = [
  ['GET', '/rest/v1/properties'],
  ['POST', '/rest/v1/property_images'],
  ['POST', '/rest/v1/rpc/search_listings'],
  ['GET', '/rest/v1/rpc'],
  ['GET', '/rest/v1'],
  ['GET', '/rest/v1/a/b/c'],
  ['GET', '/storage/v1/object/public/images/a/b.jpg'],
  ['GET', '/storage/v1/object/images/a/b.jpg'],
  ['GET', '/storage/v1/unknown'],
  ['GET', '/health'],
  ['GET', '/rest'],
  ['GET', '/elsewhere'],
];

describe('PrefixRouter', () => {
  it('answers every request as Hono\'s own trie router does, middlewares in the same order', async () => {
    const ours = gatewayShaped({ router: new PrefixRouter(['/rest/v1', '/auth/v1', '/storage/v1']) });
    const trie = gatewayShaped({ router: new TrieRouter() });
    for (const [method, path] of requests) {
      const [a, b] = await Promise.all([ours.request(path, { method }), trie.request(path, { method })]);
      const answer = async (r: Response) => [r.status, r.headers.get('x-seen'), await r.text()];
      expect(await answer(a), `${method} ${path}`).toEqual(await answer(b));
    }
    const rpc = await ours.request('/rest/v1/rpc/search_listings', { method: 'POST' });
    expect(await rpc.text()).toBe('POST rpc search_listings');
    expect(rpc.headers.get('x-seen')).toBe('rest, second, first');
  });

  it('matches REST\'s routes with one regular expression, and storage\'s with the trie', () => {
    const router = new PrefixRouter<string>(['/rest/v1', '/storage/v1']);
    router.add('ALL', '/*', 'everywhere');
    router.add('ALL', '/rest/v1/:relation/:fn?', 'rest');
    router.add('GET', '/storage/v1/object/:bucket/:key{.+}', 'object');
    router.add('GET', '/storage/v1/object/public/:bucket/:key{.+}', 'public');
    router.add('GET', '/health', 'health');
    // RegExpRouter answers with a parameter stash beside the handlers; the trie without one.
    const rest = router.match('GET', '/rest/v1/properties');
    expect(rest[0].map(([handler]) => handler)).toEqual(['everywhere', 'rest']);
    expect(rest[1]).toBeDefined();
    const storage = router.match('GET', '/storage/v1/object/public/b/k.jpg');
    expect(storage[0].map(([handler]) => handler)).toEqual(['everywhere', 'object', 'public']);
    expect(storage[1]).toBeUndefined();
    expect(router.match('GET', '/health')[0].map(([handler]) => handler)).toEqual(['everywhere', 'health']);
  });
});
