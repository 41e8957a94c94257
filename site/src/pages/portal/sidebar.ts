// The sidebar toggle without a script: remembers the choice for 7 days and goes back.
import type { APIRoute } from 'astro';
import { SIDEBAR_COOKIE_NAME, SIDEBAR_COOKIE_OPTIONS, sameSitePath } from '../../components/portal/shell/sidebarState.ts';

export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  const form = await request.formData();
  cookies.set(SIDEBAR_COOKIE_NAME, form.get('open') === 'false' ? 'false' : 'true', SIDEBAR_COOKIE_OPTIONS);
  return redirect(sameSitePath(form.get('next')), 303);
};
