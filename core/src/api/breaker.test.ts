import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './breaker.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('circuit breaker', () => {
  it('opens on the 5th failure within 60 s and closes 60 s later', () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 4; i++) breaker.failure('roles');
    expect(() => breaker.check('roles')).not.toThrow();
    breaker.failure('roles');
    expect(() => breaker.check('roles')).toThrow('Circuit breaker is open for roles');
    expect(breaker.isOpen('other')).toBe(false);
    vi.advanceTimersByTime(59_999);
    expect(breaker.isOpen('roles')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(breaker.isOpen('roles')).toBe(false);
  });

  it('forgets failures older than 60 s and after a success', () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 4; i++) breaker.failure('a');
    vi.advanceTimersByTime(60_000);
    breaker.failure('a');
    expect(breaker.isOpen('a')).toBe(false);
    for (let i = 0; i < 3; i++) breaker.failure('a');
    breaker.success('a');
    breaker.failure('a');
    expect(breaker.isOpen('a')).toBe(false);
  });
});
