// Signs the person out of every device: all their sessions end, this browser's cookies are cleared.
import type { APIRoute } from 'astro';
import { setFlash } from '../../../../lib/flash.ts';
import { translator } from '../../../../i18n/t.ts';

export const POST: APIRoute = async ({ locals, cookies, redirect }) => {
  const t = translator(locals.lang);
  const { error } = await locals.supabase.auth.signOut({ scope: 'global' });
  if (error) {
    setFlash(cookies, { kind: 'error', text: t('user.settings.signOutFailed') });
    return redirect('/portal/user/settings', 303);
  }
  return redirect('/auth', 303);
};
