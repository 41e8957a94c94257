import { describe, expect, it } from 'vitest';
import { repetitions, testDepth } from '../../src/testDepth.ts';

describe('the depth of a test run', () => {
  it('is the everyday run unless TEST_DEPTH=full, and refuses anything else', () => {
    expect(testDepth({})).toBe('default');
    expect(testDepth({ TEST_DEPTH: 'full' })).toBe('full');
    expect(() => testDepth({ TEST_DEPTH: 'deep' })).toThrow(/TEST_DEPTH must be default or full/);
  });

  it('runs every case in a full run and a quarter, at least 10, otherwise', () => {
    expect(repetitions(200, { TEST_DEPTH: 'full' })).toBe(200);
    expect(repetitions(200, {})).toBe(50);
    expect(repetitions(30, {})).toBe(10);
    expect(repetitions(150, {})).toBe(38);
  });
});
