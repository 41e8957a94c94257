import { describe, expect, it } from 'vitest';
import { SUPPORTED_MAJORS } from '../../db/src/binaries.ts';
import { POSTGRES_MAJOR } from '../../db/src/config.ts';
import { ACROSS_MAJORS, acrossMajors, olderMajors } from '../postgresMajors.ts';

describe('the older PostgreSQL majors of npm test', () => {
  it('are every supported major but the product’s own in a full run, the oldest otherwise, unless PG_MATRIX says', () => {
    expect(olderMajors({ TEST_DEPTH: 'full' })).toEqual(SUPPORTED_MAJORS.filter((major) => major !== POSTGRES_MAJOR));
    expect(olderMajors({ TEST_DEPTH: 'full' })).not.toContain(POSTGRES_MAJOR);
    expect(olderMajors({})).toEqual([SUPPORTED_MAJORS[0]]);
    expect(olderMajors({ PG_MATRIX: 'all' })).toHaveLength(SUPPORTED_MAJORS.length - 1);
    expect(olderMajors({ PG_MATRIX: 'oldest' })).toEqual([SUPPORTED_MAJORS[0]]);
    expect(olderMajors({ PG_MATRIX: 'none' })).toEqual([]);
    expect(() => olderMajors({ PG_MATRIX: '16' })).toThrow(/PG_MATRIX must be all, oldest or none/);
  });

  it('rerun the database, REST, auth, storage and search-plan tests in a full run', () => {
    for (const part of ['db/tests/migrations', 'db/tests/rls/', 'gateway/tests/rest/', 'gateway/tests/search/']) {
      expect(acrossMajors({ TEST_DEPTH: 'full' })).toContain(part);
    }
  });

  it('rerun the SQL we write and the REST statements over it in the everyday run', () => {
    expect(acrossMajors({})).toEqual(['db/tests/migrations', 'db/tests/functions/', 'db/tests/rls/', 'db/tests/deploy/', 'gateway/tests/rest/']);
    for (const part of acrossMajors({})) expect(ACROSS_MAJORS).toContain(part);
  });
});
