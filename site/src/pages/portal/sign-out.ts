// Signs out of this browser (the session cookies are cleared by @supabase/ssr) and goes home.
import type { APIRoute } from 'astro';

export const POST: APIRoute = async ({ locals, redirect }) => {
  await locals.supabase.auth.signOut({ scope: 'local' });
  return redirect('/', 303);
};
