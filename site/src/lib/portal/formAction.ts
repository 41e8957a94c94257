// A portal form's endpoint: run the change as the signed-in person (middleware already sent visitors
// to /auth), leave one notice for the next page, and go back (post, redirect, get).
import type { APIContext } from 'astro';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionUser } from '../auth/signedInPerson.ts';
import { setFlash, type Flash } from '../flash.ts';
import { sameSitePath } from '../../components/portal/shell/sidebarState.ts';

export interface ActionInput {
  form: FormData;
  client: SupabaseClient;
  user: SessionUser;
}

/** The outcome: a notice and, when not back where the form came from, where to go. */
export interface ActionResult {
  flash: Flash;
  location?: string;
}

export async function formAction(
  context: APIContext,
  fallback: string,
  run: (input: ActionInput) => Promise<ActionResult>,
): Promise<Response> {
  const form = await context.request.formData();
  const user = context.locals.user;
  if (!user) return context.redirect('/auth', 303);
  const result = await run({ form, client: context.locals.supabase, user });
  setFlash(context.cookies, result.flash);
  return context.redirect(result.location ?? sameSitePath(form.get('next'), fallback), 303);
}

/** A form field as trimmed text; '' when absent. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
