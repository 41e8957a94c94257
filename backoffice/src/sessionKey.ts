/**
 * Where the console keeps its session in the browser's storage: supabase-js's key for the API at
 * `apiUrl` (`sb-<first label of its host>-auth-token`), so a session signed in before stays signed in.
 */
export function sessionStorageKey(apiUrl: string): string {
  return `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
}
