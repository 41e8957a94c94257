// Where emailed links return (sign-up confirmation, password reset, magic link, email change): the
// auth server redirects here with a one-time ?code=, exchanged with the verifier cookie this browser
// holds (PKCE) for a session in cookies; then on to `next`. The first of an email change's two links
// brings GoTrue's ?message= instead of a code: the change waits for the other link.
import type { APIRoute } from 'astro';
import { sameSitePath } from '../../lib/sameSitePath.ts';
import { setFlash } from '../../lib/flash.ts';
import { AFTER_SIGN_IN } from '../../lib/auth/paths.ts';
import { translator } from '../../i18n/t.ts';

export const GET: APIRoute = async ({ url, locals, cookies, redirect }) => {
  const t = translator(locals.lang);
  const next = sameSitePath(url.searchParams.get('next'), AFTER_SIGN_IN, ['/auth/callback', '/language']);
  const emailChange = url.searchParams.get('flow') === 'email_change';
  const code = url.searchParams.get('code');
  if (emailChange && !code && url.searchParams.has('message') && !url.searchParams.has('error')) {
    setFlash(cookies, { kind: 'success', text: t('accountSecurity.emailOneConfirmed') });
    return redirect(next, 303);
  }
  const failed = redirect(
    emailChange ? '/auth?error=email-link' : next.startsWith('/auth/reset') ? '/auth?mode=forgot&error=link' : '/auth?error=link',
    303,
  );
  if (!code) return failed;
  const { error } = await locals.supabase.auth.exchangeCodeForSession(code);
  if (error) return failed;
  if (emailChange) setFlash(cookies, { kind: 'success', text: t('accountSecurity.emailChanged') });
  return redirect(next, 303);
};
