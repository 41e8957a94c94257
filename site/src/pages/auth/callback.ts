// Where emailed links return (sign-up confirmation, password reset, magic link): the auth server
// redirects here with a one-time ?code=, exchanged with the verifier cookie this browser holds
// (PKCE) for a session in cookies; then on to `next`.
import type { APIRoute } from 'astro';
import { sameSitePath } from '../../lib/sameSitePath.ts';
import { AFTER_SIGN_IN } from '../../lib/auth/paths.ts';

export const GET: APIRoute = async ({ url, locals, redirect }) => {
  const next = sameSitePath(url.searchParams.get('next'), AFTER_SIGN_IN, ['/auth/callback', '/language']);
  const failed = redirect(next.startsWith('/auth/reset') ? '/auth?mode=forgot&error=link' : '/auth?error=link', 303);
  const code = url.searchParams.get('code');
  if (!code) return failed;
  const { error } = await locals.supabase.auth.exchangeCodeForSession(code);
  return error ? failed : redirect(next, 303);
};
