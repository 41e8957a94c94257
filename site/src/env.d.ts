/// <reference types="astro/client" />

declare namespace NodeJS {
  interface ProcessEnv {
    /** Base URL of the Supabase-compatible API, read per request (never inlined at build). */
    PUBLIC_SUPABASE_URL?: string;
    /** Public anon key of the API, read per request. */
    PUBLIC_SUPABASE_ANON_KEY?: string;
  }
}
