// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../../testing/answeringClient.ts';
import { loadPropertyDetail, SIMILAR_COUNT } from './load.ts';

const ID = '3f2a9c1e-77b0-4c1e-9a51-2b6c0e0d9f10';
const property = { id: ID, title: '2 BHK in Baner', city: 'Pune', bedrooms: 2, image_urls: ['/images/placeholders/apartment.svg'] };

describe('loadPropertyDetail', () => {
  it('reads the listing’s page in one GET, with the similar homes it shows', async () => {
    const page = { property, images: ['/images/placeholders/b.svg'], lister: { display_name: 'Vikram S.', lister_kind: 'owner', member_since: '2026-01-01' }, similar: [] };
    const { client, seen } = clientAnswering(() => Response.json(page));
    expect(await loadPropertyDetail(client, ID)).toEqual({ status: 'ok', property, photos: ['/images/placeholders/b.svg'], lister: page.lister, similar: [] });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect([seen[0]!.method, url.pathname]).toEqual(['GET', '/rest/v1/rpc/listing_page']);
    expect(Object.fromEntries(url.searchParams)).toEqual({ _property_id: ID, _similar: String(SIMILAR_COUNT) });
  });

  it('shows the listing’s own pictures when it has no photo rows', async () => {
    const { client } = clientAnswering(() => Response.json({ property, images: [], lister: null, similar: [] }));
    expect(await loadPropertyDetail(client, ID)).toMatchObject({ status: 'ok', photos: property.image_urls, lister: null });
  });

  it('is not found when the visitor may not see it, or the id cannot be one, without asking', async () => {
    const { client, seen } = clientAnswering(() => Response.json(null));
    expect(await loadPropertyDetail(client, ID)).toEqual({ status: 'not-found' });
    expect(await loadPropertyDetail(client, 'not-an-id')).toEqual({ status: 'not-found' });
    expect(seen, 'only the real id asked').toHaveLength(1);
  });

  it('reports an error the API answered with', async () => {
    const { client } = clientAnswering(() => Response.json({ code: 'PGRST000', message: 'Database client error' }, { status: 503 }));
    expect(await loadPropertyDetail(client, ID)).toEqual({ status: 'error', message: 'Database client error' });
  });
});
