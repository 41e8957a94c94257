/// <reference types="astro/client" />
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionUser } from './lib/auth/signedInPerson.ts';
import type { Lang } from './i18n/lang.ts';
import type { AppRole } from '@rentals/core/rules/roles';

declare global {
  namespace NodeJS {
    interface ProcessEnv {
      /** Base URL of the Supabase-compatible API, read per request (never inlined at build). */
      PUBLIC_SUPABASE_URL?: string;
      /** Public anon key of the API, read per request. */
      PUBLIC_SUPABASE_ANON_KEY?: string;
      /** The development mailbox (npm start's LOCAL_MAILBOX), named on the sign-in page after a link is mailed. */
      PUBLIC_MAILBOX_URL?: string;
      /** The site's public address (https://rentals.example.in) for canonical links, previews and sitemaps. */
      SITE_URL?: string;
      /** Shared with the gateway: proves that the visitor address the site forwards is the site's word. */
      GATEWAY_PROXY_SECRET?: string;
      /** Reverse proxies in front of the site whose forwarded headers it believes (site/src/server/visitor.ts). */
      SITE_TRUSTED_PROXIES?: string;
    }
  }

  namespace App {
    interface Locals {
      /**
       * The visitor's own API client for this request: its session lives in cookies (@supabase/ssr),
       * so reads and writes go through row-level security as that person. Absent on prerendered pages.
       */
      supabase: SupabaseClient;
      /** The signed-in person, their session checked by the database (signed_in_person); null for visitors and on session-free pages. */
      user: SessionUser | null;
      /**
       * The page is the same HTML for everyone (prerendered pages; home, search and listings): the
       * server reads no session, the shell carries both its states and the browser picks (SessionHint).
       */
      sessionFree: boolean;
      /** The language of visible text (i18n/lang.ts chooseLang): the address of a language page, else the profile's choice, else the `lang` cookie. */
      lang: Lang;
      /** The signed-in person's roles from user_roles, read with their session; empty for visitors and on session-free pages. */
      roles: AppRole[];
      /** The signed-in person's name from their profile (the portal's greeting); null when unknown. */
      fullName: string | null;
      /** How many of the signed-in person's conversations wait for them to read (signed_in_person); 0 for visitors. */
      unreadConversations: number;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only in a browser holding a session (src/directives/session.ts). */
    'client:session'?: boolean;
  }
}
