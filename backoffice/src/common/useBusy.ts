import { useCallback, useRef, useState } from 'react';

/**
 * Runs `action` one call at a time and says when it runs: a call made while one is under way (the
 * second click of a double click) is dropped. The guard is a ref, set in the click itself; a
 * disabled attribute comes only with the next render, after a quick second click has landed.
 * Failures are the action's to report (its notification); the returned function never rejects.
 */
export function useBusy<A extends unknown[]>(
  action: (...args: A) => unknown,
): [run: (...args: A) => Promise<void>, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } catch {
        // Reported by the action itself (a mutation's onError, a notification).
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [run, busy];
}
