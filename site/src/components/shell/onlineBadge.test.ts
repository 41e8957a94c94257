import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_BADGE_HIDE_MS } from '@rentals/core/constants';
import { createOnlineBadge, type BadgeState } from './onlineBadge.ts';

function badge(startsOnline: boolean) {
  const seen: BadgeState[] = [];
  const machine = createOnlineBadge(startsOnline, { onChange: (state) => seen.push(state) });
  return { machine, seen };
}

describe('createOnlineBadge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden on a page opened online and shown on one opened offline', () => {
    expect(badge(true).machine.state).toBe('hidden');
    expect(badge(false).machine.state).toBe('offline');
  });

  it('stays shown for as long as the visitor is offline', () => {
    const { machine, seen } = badge(true);
    machine.offline();
    vi.advanceTimersByTime(60_000);
    expect(machine.state).toBe('offline');
    expect(seen).toEqual(['offline']);
  });

  it('says so when the connection is back, and hides 3 seconds later', () => {
    expect(ONLINE_BADGE_HIDE_MS).toBe(3_000);
    const { machine, seen } = badge(false);
    machine.online();
    expect(machine.state).toBe('back-online');
    vi.advanceTimersByTime(ONLINE_BADGE_HIDE_MS - 1);
    expect(machine.state).toBe('back-online');
    vi.advanceTimersByTime(1);
    expect(machine.state).toBe('hidden');
    expect(seen).toEqual(['back-online', 'hidden']);
  });

  it('going offline again within the 3 seconds keeps the badge up, with no late hide', () => {
    const { machine, seen } = badge(true);
    machine.offline();
    machine.online();
    vi.advanceTimersByTime(1_000);
    machine.offline();
    vi.advanceTimersByTime(10_000);
    expect(machine.state).toBe('offline');
    expect(seen).toEqual(['offline', 'back-online', 'offline']);
  });

  it('an online event while already online shows nothing', () => {
    const { machine, seen } = badge(true);
    machine.online();
    vi.runAllTimers();
    expect(seen).toEqual([]);
  });

  it('stops its timer when disposed', () => {
    const { machine, seen } = badge(false);
    machine.online();
    machine.dispose();
    vi.runAllTimers();
    expect(seen).toEqual(['back-online']);
  });
});
