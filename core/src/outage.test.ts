import { afterEach, describe, expect, it, vi } from 'vitest';
import { outageLog, reasonOf } from './outage.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('outageLog', () => {
  it("says an outage's first failure only, however many follow", () => {
    const said: string[] = [];
    const outage = outageLog((reason) => said.push(reason));
    outage.lost(new Error('terminating connection due to unexpected postmaster exit'));
    outage.lost(new Error('connect ECONNREFUSED 127.0.0.1:54322'));
    outage.lost({ code: '57P03', message: 'the database system is starting up' });
    expect(said).toEqual(['terminating connection due to unexpected postmaster exit']);
  });

  it('says the next outage again once the part is back', () => {
    const said: string[] = [];
    const outage = outageLog((reason) => said.push(reason));
    outage.lost(new Error('first'));
    outage.back();
    outage.lost(new Error('second'));
    expect(said).toEqual(['first', 'second']);
  });

  it('counts a quiet minute as the end of an outage, and failures within it as the same one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
    const said: string[] = [];
    const outage = outageLog((reason) => said.push(reason), 60_000);
    outage.lost(new Error('first'));
    vi.setSystemTime(new Date('2026-12-05T10:00:50Z'));
    outage.lost(new Error('still the first outage'));
    vi.setSystemTime(new Date('2026-12-05T10:01:51Z'));
    outage.lost(new Error('a later outage'));
    expect(said).toEqual(['first', 'a later outage']);
  });
});

describe('reasonOf', () => {
  it('gives the message, else the code', () => {
    expect(reasonOf(new Error('connect ECONNREFUSED 127.0.0.1:1'))).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(reasonOf({ code: 'ECONNRESET' })).toBe('ECONNRESET');
  });
});
