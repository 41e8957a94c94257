// What the listing form does against the gateway: upload a photo into the person's folder, and send
// the listing (list_property). Stories and tests pass their own.
import { browserClient, publicEnv } from '../../lib/browserClient.ts';
import { photoPath, uploadPhoto } from '../../lib/portal/photoUpload.ts';
import type { Uploader } from './PhotoUploader.tsx';

export type ListingSubmitter = (listing: Record<string, unknown>) => Promise<{ id: string }>;

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
