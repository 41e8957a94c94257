// Framework-free auth state (spec 3, 4, 8): React hooks in site and backoffice wrap it with
// useSyncExternalStore; nanostores can mirror it through subscribe.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';

export const AUTH_INIT_FAILED = 'Failed to initialize authentication';

export interface AuthState {
  user: User | null;
  session: Session | null;
  loading: boolean;
  /** When the access token expires (ms since epoch), null without a session. */
  sessionTimeout: number | null;
  /** False once a request found the session unusable; reset by sign-out. */
  sessionValid: boolean;
  error: string | null;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  /** Reads the stored session, then follows auth events. */
  init(): Promise<void>;
  /** Signs out; local state is cleared even when the server call fails, which is then rethrown. */
  signOut(): Promise<void>;
  markSessionInvalid(): void;
  destroy(): void;
}

const signedOut = (): AuthState => ({
  user: null,
  session: null,
  loading: false,
  sessionTimeout: null,
  sessionValid: true,
  error: null,
});

const withSession = (session: Session | null): Partial<AuthState> => ({
  session,
  user: session?.user ?? null,
  sessionTimeout: session?.expires_at ? session.expires_at * 1000 : null,
});

/** An auth store over a Supabase client: starts loading, then holds the session. */
export function createAuthStore(client: Pick<SupabaseClient, 'auth'>): AuthStore {
  let state: AuthState = { ...signedOut(), loading: true };
  const listeners = new Set<(state: AuthState) => void>();
  let unsubscribeAuth: (() => void) | null = null;

  const set = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      if (!unsubscribeAuth) {
        const { data } = client.auth.onAuthStateChange((event, session) => {
          if (event === 'SIGNED_OUT') set(signedOut());
          else set({ ...withSession(session), loading: false });
        });
        unsubscribeAuth = () => data.subscription.unsubscribe();
      }
      try {
        const { data, error } = await client.auth.getSession();
        if (error) throw error;
        set({ ...withSession(data.session), loading: false, error: null });
      } catch {
        set({ ...signedOut(), error: AUTH_INIT_FAILED });
      }
    },
    async signOut() {
      try {
        const { error } = await client.auth.signOut();
        if (error) throw error;
      } finally {
        set(signedOut());
      }
    },
    markSessionInvalid() {
      set({ sessionValid: false });
    },
    destroy() {
      unsubscribeAuth?.();
      unsubscribeAuth = null;
      listeners.clear();
    },
  };
}
