// The API URL and anon key come from the server's environment at request time, so one build runs
// against any gateway or hosted Supabase project. The browser gets the same values through
// window.__ENV, written inline by the base layout.

export interface PublicEnv {
  PUBLIC_SUPABASE_URL: string;
  PUBLIC_SUPABASE_ANON_KEY: string;
}

/** Reads the public API settings from process.env; empty strings when unset. */
export function readPublicEnv(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  return {
    PUBLIC_SUPABASE_URL: env.PUBLIC_SUPABASE_URL ?? '',
    PUBLIC_SUPABASE_ANON_KEY: env.PUBLIC_SUPABASE_ANON_KEY ?? '',
  };
}

/** The inline script that hands the public settings to browser code, safe inside a <script> element. */
export function envScript(env: PublicEnv): string {
  // '<' escaped so that no value can close the script element early.
  return `window.__ENV = ${JSON.stringify(env).replace(/</g, '\\u003c')};`;
}
