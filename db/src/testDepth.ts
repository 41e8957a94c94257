/**
 * How deep a test run goes. `npm test` is the everyday run: every check, with what is pure
 * repetition (fuzz and property cases, the older PostgreSQL majors' whole pass, journeys again at a
 * second width) cut to a representative share. `npm test -- full` sets TEST_DEPTH=full and runs all
 * of it.
 */
export type TestDepth = 'default' | 'full';

export function testDepth(env: NodeJS.ProcessEnv = process.env): TestDepth {
  const depth = env.TEST_DEPTH ?? 'default';
  if (depth !== 'default' && depth !== 'full') throw new Error(`TEST_DEPTH must be default or full, got '${depth}'`);
  return depth;
}

/**
 * The cases a property test runs: all of them in a full run, a quarter (at least 10) otherwise. A
 * fixed seed makes the quarter the first quarter of the full run's cases.
 */
export function repetitions(full: number, env: NodeJS.ProcessEnv = process.env): number {
  return testDepth(env) === 'full' ? full : Math.max(10, Math.ceil(full / 4));
}
