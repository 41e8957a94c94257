import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT } from './gen-types.ts';
import { generateDatabaseTypes } from './generate.ts';

describe('generated database types', () => {
  it('match the migrations (run `node core/scripts/gen-types.ts` when this fails)', async () => {
    const fresh = await generateDatabaseTypes();
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(fresh);
  });
});
