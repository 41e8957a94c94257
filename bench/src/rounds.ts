/**
 * The order the servers take their windows in, round by round: as listed in odd rounds, reversed in
 * even ones (A B, B A, A B, …). On this shared machine the speed drifts within a run (other work
 * starts or stops, the first windows run colder), and a fixed order puts that drift on whoever goes
 * last; alternating makes a steady drift fall equally on every contender over each pair of rounds.
 */
export function roundOrder<T>(servers: readonly T[], round: number): T[] {
  return round % 2 === 1 ? [...servers] : [...servers].reverse();
}
