// People and listings the owners' journeys start from, created through the service client and
// unique per run: a person with a password to sign in with, and a verified listing with a photo
// stored in its owner's folder.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { pngImage } from './images.ts';

export interface Account {
  id: string;
  email: string;
  password: string;
}

export async function createAccount(service: SupabaseClient, fullName: string, roles: string[] = []): Promise<Account> {
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`;
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: fullName } });
  if (error || !data.user) throw new Error(`Creating ${fullName} failed: ${error?.message ?? 'no user'}`);
  for (const role of roles) {
    const granted = await service.from('user_roles').insert({ user_id: data.user.id, role });
    if (granted.error) throw new Error(`Granting ${role} failed: ${granted.error.message}`);
  }
  return { id: data.user.id, email, password };
}

/** A verified, available listing in Pune (Hinjewadi) with one photo in the owner's storage folder. */
export async function createVerifiedListing(service: SupabaseClient, ownerId: string, title: string): Promise<{ id: string; photo: string }> {
  const photo = `properties/${ownerId}/${crypto.randomUUID()}.png`;
  const uploaded = await service.storage.from('property-images').upload(photo, pngImage(32, 24, [90, 160, 90]), { contentType: 'image/png' });
  if (uploaded.error) throw new Error(`Uploading a photo failed: ${uploaded.error.message}`);
  const url = service.storage.from('property-images').getPublicUrl(photo).data.publicUrl;
  const { data, error } = await service
    .from('properties')
    .insert({ title, listed_by: ownerId, city: 'Pune', locality: 'Hinjewadi', rent: 30000, deposit: 60000, bedrooms: 2, verified: true, image_urls: [url] })
    .select('id')
    .single();
  if (error || !data) throw new Error(`Creating a listing failed: ${error?.message ?? 'no row'}`);
  return { id: data.id as string, photo };
}
