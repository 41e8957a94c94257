// While the API is away every page that reads listings fails alike: the site says each distinct
// failure once while it lasts (core's outage log), not once a visit.
import { outageLog, type OutageLog } from '@rentals/core/outage';

interface Failure {
  message: string;
  where: string;
}

const byMessage = new Map<string, OutageLog>();
/** Distinct failures kept apart at most; past it the oldest is forgotten. */
const KEPT = 100;

/** Says `<where>: listings unavailable: <message>` unless the same failure was said while it lasts. */
export function listingsUnavailable(where: string, message: string): void {
  let outage = byMessage.get(message);
  if (!outage) {
    if (byMessage.size >= KEPT) byMessage.delete(byMessage.keys().next().value!);
    outage = outageLog((_reason, error) => {
      const failure = error as Failure;
      console.error(`${failure.where}: listings unavailable: ${failure.message}`);
    });
    byMessage.set(message, outage);
  }
  outage.lost({ message, where } satisfies Failure);
}
