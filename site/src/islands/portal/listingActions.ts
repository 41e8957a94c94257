// What the listing form does against the gateway: upload a photo into the person's folder, and send
// the listing (list_property). Stories and tests pass their own.
import { browserClient, publicEnv } from '../../lib/browserClient.ts';
import { photoPath, uploadPhoto } from '../../lib/portal/photoUpload.ts';
import type { Uploader } from './PhotoUploader.tsx';

export type ListingSubmitter = (listing: Record<string, unknown>) => Promise<{ id: string; verified?: boolean }>;

export function gatewayUploader(userId: string): Uploader {
  return async (file, onProgress) => {
    const { data } = await browserClient().auth.getSession();
    if (!data.session) throw new Error('Not authenticated');
    const env = publicEnv();
    return uploadPhoto(
      { apiUrl: env.PUBLIC_SUPABASE_URL, anonKey: env.PUBLIC_SUPABASE_ANON_KEY, accessToken: data.session.access_token },
      photoPath(userId, file.type),
      file,
      onProgress,
    );
  };
}

export const gatewaySubmitter: ListingSubmitter = async (listing) => {
  const { data, error } = await browserClient().rpc('list_property', { _listing: listing }).single<{ id: string }>();
  // The code travels with the message so that a refused value finds its field (databaseErrors.ts).
  if (error || !data) throw Object.assign(new Error(error?.message ?? ''), { code: error?.code });
  return data;
};

/** Saves an edited listing (update_property); `verified` says whether it stayed in search. */
export function gatewayUpdater(id: string): ListingSubmitter {
  return async (listing) => {
    const { data, error } = await browserClient()
      .rpc('update_property', { _property_id: id, _listing: listing })
      .single<{ id: string; verified: boolean }>();
    if (error || !data) throw Object.assign(new Error(error?.message ?? ''), { code: error?.code });
    return data;
  };
}

/** Proposes a locality the catalogue lacks (propose_locality); resolves with the name it keeps. */
export const gatewayProposer = async (city: string, name: string): Promise<string> => {
  const { data, error } = await browserClient().rpc('propose_locality', { _city: city, _name: name }).single<{ name: string }>();
  if (error || !data) throw new Error(error?.message ?? '');
  return data.name;
};
