import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_INIT_FAILED, createAuthStore } from './session.ts';

const session = { access_token: 'token', expires_at: 1_800_000_000, user: { id: 'u1', email: 'asha@example.in' } } as Session;

/** A small stand-in for supabase.auth: just the three calls the store makes. */
function fakeAuth(options: { stored?: Session | null; getSessionError?: boolean; signOutError?: boolean } = {}) {
  let emit: (event: AuthChangeEvent, s: Session | null) => void = () => {};
  const unsubscribe = vi.fn();
  const auth = {
    getSession: vi.fn(async () =>
      options.getSessionError
        ? { data: { session: null }, error: new Error('storage broken') }
        : { data: { session: options.stored ?? null }, error: null },
    ),
    onAuthStateChange: vi.fn((cb: typeof emit) => {
      emit = cb;
      return { data: { subscription: { unsubscribe } } };
    }),
    signOut: vi.fn(async () => ({ error: options.signOutError ? new Error('network down') : null })),
  };
  return { client: { auth } as unknown as Pick<SupabaseClient, 'auth'>, emit: (e: AuthChangeEvent, s: Session | null) => emit(e, s), auth, unsubscribe };
}

describe('auth store', () => {
  it('starts loading, then holds the stored session', async () => {
    const { client } = fakeAuth({ stored: session });
    const store = createAuthStore(client);
    expect(store.getState()).toMatchObject({ loading: true, session: null });
    await store.init();
    expect(store.getState()).toMatchObject({
      loading: false, session, user: { id: 'u1' }, sessionTimeout: 1_800_000_000_000, sessionValid: true, error: null,
    });
  });

  it('ends loading without a session and reports initialisation failures', async () => {
    const empty = createAuthStore(fakeAuth().client);
    await empty.init();
    expect(empty.getState()).toMatchObject({ loading: false, session: null, error: null });
    const broken = createAuthStore(fakeAuth({ getSessionError: true }).client);
    await broken.init();
    expect(broken.getState()).toMatchObject({ loading: false, session: null, error: AUTH_INIT_FAILED });
  });

  it('follows auth events; a sign-out event clears the session and resets the valid flag', async () => {
    const fake = fakeAuth();
    const store = createAuthStore(fake.client);
    const seen: (string | undefined)[] = [];
    store.subscribe((s) => seen.push(s.user?.id));
    await store.init();
    fake.emit('SIGNED_IN', session);
    expect(store.getState().user?.id).toBe('u1');
    store.markSessionInvalid();
    expect(store.getState().sessionValid).toBe(false);
    fake.emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({ session: null, user: null, sessionValid: true, loading: false });
    expect(seen).toEqual([undefined, 'u1', 'u1', undefined]);
  });

  it('clears local state even when sign-out fails, then rethrows', async () => {
    const fake = fakeAuth({ stored: session, signOutError: true });
    const store = createAuthStore(fake.client);
    await store.init();
    store.markSessionInvalid();
    await expect(store.signOut()).rejects.toThrow('network down');
    expect(store.getState()).toMatchObject({ session: null, user: null, sessionValid: true });
  });

  it('signs out cleanly and stops listening when destroyed', async () => {
    const fake = fakeAuth({ stored: session });
    const store = createAuthStore(fake.client);
    await store.init();
    await store.signOut();
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toBeNull();
    store.destroy();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
