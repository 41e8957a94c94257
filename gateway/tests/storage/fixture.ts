import type { SupabaseClient } from '@supabase/supabase-js';
import { createSignedInUser, startGateway, type TestGateway } from '../auth/harness.ts';

export interface StorageFixture {
  gateway: TestGateway;
  /** Signed-in clients and ids of two users. */
  a: { id: string; client: SupabaseClient; token: string };
  b: { id: string; client: SupabaseClient; token: string };
  service: SupabaseClient;
}

/** Owner-folder policies like the app's: each user writes and reads only under `<their id>/`. */
const POLICIES = `
  insert into storage.buckets (id, name, public) values ('listing-photos', 'listing-photos', true),
                                                      ('tenant-docs', 'tenant-docs', false);
  create policy objects_insert_owner on storage.objects for insert to authenticated
    with check (bucket_id in ('listing-photos', 'tenant-docs') and (storage.foldername(name))[1] = (select auth.uid()::text));
  create policy objects_select_owner on storage.objects for select to authenticated
    using (bucket_id in ('listing-photos', 'tenant-docs') and (storage.foldername(name))[1] = (select auth.uid()::text));
  create policy objects_update_owner on storage.objects for update to authenticated
    using (bucket_id in ('listing-photos', 'tenant-docs') and (storage.foldername(name))[1] = (select auth.uid()::text));
  create policy objects_delete_owner on storage.objects for delete to authenticated
    using (bucket_id in ('listing-photos', 'tenant-docs') and (storage.foldername(name))[1] = (select auth.uid()::text));
`;

async function signedIn(gateway: TestGateway) {
  const { session, user } = await createSignedInUser(gateway);
  const client = gateway.client();
  await client.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  return { id: user.id, client, token: session.access_token };
}

export async function startStorage(): Promise<StorageFixture> {
  const gateway = await startGateway();
  await gateway.db.query(POLICIES);
  return {
    gateway,
    a: await signedIn(gateway),
    b: await signedIn(gateway),
    service: gateway.client(gateway.ctx.keys.serviceRoleKey),
  };
}

/** A small valid PNG (1x1, transparent). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
