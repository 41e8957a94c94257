// The console shows one notification at a time and never the same one twice in a row (spec 8):
// when two parts of a screen fail together, their identical toasts are one.
import type { NotificationPayload } from 'react-admin';

/** Same words in the same colour: ('Failed to load users', error) twice → true. */
export function sameNotification(a: NotificationPayload, b: NotificationPayload): boolean {
  return (
    a.type === b.type &&
    a.message === b.message &&
    JSON.stringify(a.notificationOptions?.messageArgs) ===
      JSON.stringify(b.notificationOptions?.messageArgs)
  );
}

/**
 * The waiting notifications without repeats of the one on screen or of one waiting before them.
 * Undoable ones always stay: each carries a pending change that closing its toast commits.
 */
export function withoutRepeats(
  queue: readonly NotificationPayload[],
  shown: NotificationPayload | null,
): NotificationPayload[] {
  const seen = shown ? [shown] : [];
  return queue.filter((notification) => {
    if (notification.notificationOptions?.undoable) return true;
    if (seen.some((earlier) => sameNotification(earlier, notification))) return false;
    seen.push(notification);
    return true;
  });
}
