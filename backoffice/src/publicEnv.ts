// The site's layout writes the API settings into the page as window.__ENV on each request, so the
// back office bundle carries no URL or key of its own and one build serves every environment.

export interface PublicEnv {
  PUBLIC_SUPABASE_URL: string;
  PUBLIC_SUPABASE_ANON_KEY: string;
}

declare global {
  interface Window {
    __ENV?: Partial<PublicEnv>;
  }
}

/** The API settings the page was served with; throws a readable error when the page lacks them. */
export function readBrowserEnv(source: Partial<PublicEnv> | undefined = window.__ENV): PublicEnv {
  const url = source?.PUBLIC_SUPABASE_URL;
  const anonKey = source?.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey)
    throw new Error('The page was served without the API settings (window.__ENV).');
  return { PUBLIC_SUPABASE_URL: url, PUBLIC_SUPABASE_ANON_KEY: anonKey };
}
