// The transaction scope of the baseline, `pg (scoped)`, shared with `pg over bare HTTP`
// (servers/bare.ts) so both run the same SQL.

/** The role and claims of the baseline's transaction; `pg over bare HTTP` (servers/bare.ts) sends the same. */
export const SCOPE_SQL = `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.role', $1, true)`;

/** The claims of a token for `role`, as the baseline sets them. */
export const scopeClaims = (role: string): string => JSON.stringify({ iss: 'supabase', ref: 'local', role });
