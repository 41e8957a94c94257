import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { apiWorkers } from '../product.ts';

describe('API_WORKERS', () => {
  it('defaults to one gateway process per core', () => {
    expect(apiWorkers({})).toBe(os.availableParallelism());
    expect(apiWorkers({ API_WORKERS: '' })).toBe(os.availableParallelism());
  });

  it('takes a whole number from 1 to 64', () => {
    expect(apiWorkers({ API_WORKERS: '1' })).toBe(1);
    expect(apiWorkers({ API_WORKERS: '64' })).toBe(64);
  });

  it.each(['0', '65', '1.5', 'two', '-1'])('refuses %s with one line that names the variable', (raw) => {
    expect(() => apiWorkers({ API_WORKERS: raw })).toThrow(`API_WORKERS must be a whole number from 1 to 64, got '${raw}'.`);
  });
});
