import { describe, expect, it } from 'vitest';
import { requestWaitMs, settingMs } from './dbTimeouts.ts';

describe('how long the gateway waits for the database', () => {
  it('reads statement_timeout as PostgreSQL writes it', () => {
    expect(settingMs('3s')).toBe(3_000);
    expect(settingMs('500ms')).toBe(500);
    expect(settingMs('1min')).toBe(60_000);
    expect(settingMs('8000')).toBe(8_000);
    expect(settingMs('0')).toBe(0);
    expect(settingMs('soon')).toBe(0);
  });

  it("waits a second over the caller's role limit, never over the pool's", () => {
    expect(requestWaitMs(15_000, { statement_timeout: '3s' })).toBe(4_000);
    expect(requestWaitMs(15_000, { statement_timeout: '8s' })).toBe(9_000);
    expect(requestWaitMs(15_000, { statement_timeout: '1min' })).toBe(15_000);
    expect(requestWaitMs(15_000, undefined), 'service_role has no statement limit').toBe(15_000);
    expect(requestWaitMs(undefined, { statement_timeout: '3s' })).toBe(4_000);
    expect(requestWaitMs(undefined, {})).toBeUndefined();
  });
});
