// The baseline server's routes (servers/baseline.ts): one per workload, as a hand-written API has.

export type Route =
  | { kind: 'read' | 'embed'; id: string }
  | { kind: 'search' | 'searchPage' | 'insert' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /properties/<id> (read), GET /properties/<id>/images (embed), GET /properties?city=…
 * (search), GET /search-page?shape=…&offset=… (the search page's shapes), POST /property_images
 * (insert); anything else is null.
 */
export function routeOf(method: string, path: string): Route | null {
  if (method === 'POST') return path === '/property_images' ? { kind: 'insert' } : null;
  if (method !== 'GET') return null;
  if (path === '/properties') return { kind: 'search' };
  if (path === '/search-page') return { kind: 'searchPage' };
  const [, first, id, rest, extra] = path.split('/');
  if (first !== 'properties' || !id || !UUID.test(id) || extra !== undefined) return null;
  if (rest === undefined) return { kind: 'read', id };
  return rest === 'images' ? { kind: 'embed', id } : null;
}
