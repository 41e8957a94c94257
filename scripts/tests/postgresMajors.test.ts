import { describe, expect, it } from 'vitest';
import { SUPPORTED_MAJORS } from '../../db/src/binaries.ts';
import { POSTGRES_MAJOR } from '../../db/src/config.ts';
import { ACROSS_MAJORS, olderMajors } from '../postgresMajors.ts';

describe('the older PostgreSQL majors of npm test', () => {
  it('are every supported major but the product’s own, unless PG_MATRIX narrows them', () => {
    expect(olderMajors({})).toEqual(SUPPORTED_MAJORS.filter((major) => major !== POSTGRES_MAJOR));
    expect(olderMajors({})).not.toContain(POSTGRES_MAJOR);
    expect(olderMajors({ PG_MATRIX: 'oldest' })).toEqual([SUPPORTED_MAJORS[0]]);
    expect(olderMajors({ PG_MATRIX: 'none' })).toEqual([]);
    expect(() => olderMajors({ PG_MATRIX: '16' })).toThrow(/PG_MATRIX must be all, oldest or none/);
  });

  it('rerun the database, REST, auth, storage and search-plan tests', () => {
    for (const part of ['db/tests/migrations', 'db/tests/rls/', 'gateway/tests/rest/', 'gateway/tests/search/']) {
      expect(ACROSS_MAJORS).toContain(part);
    }
  });
});
