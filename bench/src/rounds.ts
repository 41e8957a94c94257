import { slowdown, summarise } from './stats.ts';
import type { Sample } from './tally.ts';

/**
 * The order the servers take their windows in, round by round: as listed in odd rounds, reversed in
 * even ones (A B, B A, A B, …). On this shared machine the speed drifts within a run (other work
 * starts or stops, the first windows run colder), and a fixed order puts that drift on whoever goes
 * last; alternating makes a steady drift fall equally on every contender over each pair of rounds.
 */
export function roundOrder<T>(servers: readonly T[], round: number): T[] {
  return round % 2 === 1 ? [...servers] : [...servers].reverse();
}

/**
 * The unrecorded load before a server's window: longer before its first window of a workload. The
 * gateway's CPU per insert fell from about 400 µs in its first window to about 260 µs by its
 * fourth with 1 s of warm-up before each, and started near 270 µs after 10 s: V8 was still
 * optimizing the code only that workload runs. A server that has run for a while is what the
 * comparison is about, so every contender gets the same longer start.
 */
export function warmupSeconds(round: number, settings: { warmupSeconds: number; firstWarmupSeconds: number }): number {
  return round === 1 ? Math.max(settings.warmupSeconds, settings.firstWarmupSeconds) : settings.warmupSeconds;
}

const rateOf = (window: Sample) => summarise('round', window.latencies, window.seconds);

/**
 * The reference's rate over the contender's in each round (/about's pages a second over a page's):
 * the two windows of one round ran back to back, so the spread of these is how far the verdict over
 * all rounds could move with the machine.
 */
export function ratiosByRound(reference: readonly Sample[], contender: readonly Sample[]): number[] {
  return contender.slice(0, reference.length).map((window, round) => slowdown(rateOf(window), rateOf(reference[round]!)));
}
