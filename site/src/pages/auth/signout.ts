// Sign out of this device (a posted form, so a link or prefetch can never sign anyone out).
import type { APIRoute } from 'astro';

export const POST: APIRoute = async ({ locals, redirect }) => {
  if (locals.user) await locals.supabase.auth.signOut({ scope: 'local' });
  return redirect('/', 303);
};

export const GET: APIRoute = ({ redirect }) => redirect('/', 303);
