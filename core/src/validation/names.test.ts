import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isCleanName } from './names.ts';

describe('names', () => {
  it('are clean when trimmed and free of control characters, in any script', () => {
    for (const name of ['Ravi Kumar', 'रवि कुमार', "D'Souza-Pereira", '2 BHK in Baner 🏠', 'Ravi\u00a0Kumar']) {
      expect(isCleanName(name), name).toBe(true);
    }
  });

  it('are refused with whitespace of any kind at an end, or empty', () => {
    for (const name of ['\tRavi', 'Ravi\n', ' Ravi', '\u00a0Ravi', 'Ravi\u3000', '\ufeffRavi', '']) {
      expect(isCleanName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('are refused with a control character or a line break inside', () => {
    for (const name of ['Ra\tvi', 'Ra\nvi', 'Ra\rvi', 'Ra\u0007vi', 'Ra\u007fvi', 'Ra\u0085vi', 'Ra\u2028vi', 'Ra\u2029vi']) {
      expect(hasControlCharacter(name), JSON.stringify(name)).toBe(true);
      expect(isCleanName(name), JSON.stringify(name)).toBe(false);
    }
    expect(hasControlCharacter('Ravi Kumar')).toBe(false);
  });
});
