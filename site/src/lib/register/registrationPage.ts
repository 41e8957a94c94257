// What every step page of broker registration needs first: the person, their draft, and whether
// they are registered already (then the steps are over and /register/broker shows where they stand).
import type { AstroGlobal } from 'astro';
import { signInLocation } from '@rentals/core/rules/access';
import { readDraft, type BrokerDraft } from './brokerDraft.ts';
import { loadBrokerStanding } from './brokerStatus.ts';

export type StepContext =
  { redirect: string } | { redirect: null; userId: string; draft: BrokerDraft };

export async function stepContext(astro: AstroGlobal): Promise<StepContext> {
  const user = astro.locals.user;
  if (!user) return { redirect: signInLocation(astro.url.pathname) };
  const standing = await loadBrokerStanding(astro.locals.supabase, user.id);
  if (standing.status === 'error' || standing.data.kind !== 'none')
    return { redirect: '/register/broker' };
  return { redirect: null, userId: user.id, draft: readDraft(astro.cookies, user.id) };
}

/** The first message per field of a failed parse: { phone: 'Phone number is required' }. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** A posted form as plain strings. */
export function formValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
