// Stand-ins for the API in the islands' stories and tests: succeed, fail, refuse a second request, or never answer.
import type { PropertyActions, ReportOutcome } from '../../lib/detail/actions.ts';
import type { PersonalSource, PersonalState, PersonalView } from '../../lib/detail/personal.ts';

export type StoryOutcome = 'ok' | 'fail' | 'duplicate' | 'pending';

export interface RecordedCall {
  action: keyof PropertyActions;
  args: unknown[];
}

/**
 * Actions that answer with `outcome` and record what they were asked in `calls`. A report answers
 * 'sent' (or 'already' for 'duplicate') unless `reportAs` names the database's answer.
 */
export function storyActions(outcome: StoryOutcome = 'ok', calls: RecordedCall[] = [], reportAs?: ReportOutcome): PropertyActions {
  const answer = (action: keyof PropertyActions) =>
    (...args: unknown[]) => {
      calls.push({ action, args });
      if (outcome === 'pending') return new Promise<void>(() => {});
      if (outcome === 'duplicate') {
        const constraint = action === 'apply' ? 'property_applications_one_open_key' : 'property_visits_one_per_slot_key';
        return Promise.reject(Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), { code: '23505' }));
      }
      return outcome === 'fail' ? Promise.reject(new Error('new row violates row-level security policy')) : Promise.resolve();
    };
  const report = (...args: unknown[]): Promise<ReportOutcome> => {
    calls.push({ action: 'report', args });
    if (outcome === 'pending') return new Promise<ReportOutcome>(() => {});
    if (outcome === 'fail') return Promise.reject(new Error('Failed to fetch'));
    return Promise.resolve(reportAs ?? (outcome === 'duplicate' ? 'already' : 'sent'));
  };
  return { setShortlisted: answer('setShortlisted'), requestVisit: answer('requestVisit'), apply: answer('apply'), report };
}

/** Nothing done yet on the listing. */
export const NOTHING_DONE: PersonalState = { shortlisted: false, visit: null, application: null, reported: false };

/**
 * Who the actions island finds in the browser: no session, a session whose state never arrives,
 * one that fails to load, or one that loads `view`.
 */
export function storySource(kind: 'signed-out' | 'loading' | 'failed' | 'loaded', view?: PersonalView): PersonalSource {
  return {
    hasSession: () => kind !== 'signed-out',
    load: () => {
      if (kind === 'loading') return new Promise<PersonalView | null>(() => {});
      if (kind === 'failed') return Promise.reject(new Error('Failed to fetch'));
      return Promise.resolve(view ?? { kind: 'person', userId: STORY_USER_ID, state: NOTHING_DONE });
    },
  };
}

export const STORY_PROPERTY_ID = '7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60';
export const STORY_USER_ID = '0b7d3a52-8e4f-4a8e-9c1d-5e6f7a8b9c0d';
export const STORY_TODAY = '2026-11-24';
