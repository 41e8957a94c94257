import { describe, expect, it } from 'vitest';
import { emptyDraft, hasProgress, nextStep, parseDraft } from './brokerDraft.ts';

const details = { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' };
const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('broker registration draft', () => {
  it('continues where the person left off', () => {
    const draft = parseDraft(cookie({ user_id: 'u1', details, accepted_terms: false }), 'u1');
    expect(draft.details).toEqual(details);
    expect(nextStep(draft)).toBe('step2');
    expect(nextStep({ ...draft, accepted_terms: true })).toBe('payment');
    expect(hasProgress(draft)).toBe(true);
  });

  it('starts afresh for another account, a damaged cookie or details that no longer pass', () => {
    expect(parseDraft(cookie({ user_id: 'u1', details, accepted_terms: true }), 'u2')).toEqual(
      emptyDraft('u2'),
    );
    expect(parseDraft('%7Bnot json', 'u1')).toEqual(emptyDraft('u1'));
    const broken = parseDraft(
      cookie({ user_id: 'u1', details: { name: 'R' }, accepted_terms: true }),
      'u1',
    );
    expect(broken.details).toBeNull();
    expect(nextStep(broken)).toBe('step1');
    expect(hasProgress(emptyDraft('u1'))).toBe(false);
  });
});
