// The online/offline badge of spec 2.13: shown while offline, and for a short while after the
// connection comes back so the visitor sees that it did; then hidden.
import { ONLINE_BADGE_HIDE_MS } from '@rentals/core/constants';

export type BadgeState = 'hidden' | 'offline' | 'back-online';

export interface OnlineBadge {
  readonly state: BadgeState;
  offline(): void;
  online(): void;
  dispose(): void;
}

/**
 * The badge's state machine. `onChange` hears every change of state; the caller renders it.
 * createOnlineBadge(false, { onChange }).state === 'offline'.
 */
export function createOnlineBadge(
  startsOnline: boolean,
  { onChange, hideAfterMs = ONLINE_BADGE_HIDE_MS }: { onChange: (state: BadgeState) => void; hideAfterMs?: number },
): OnlineBadge {
  let state: BadgeState = startsOnline ? 'hidden' : 'offline';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: BadgeState) => {
    if (next === state) return;
    state = next;
    onChange(state);
  };
  return {
    get state() {
      return state;
    },
    offline() {
      stopTimer();
      set('offline');
    },
    online() {
      // Only a return from offline is news; an 'online' event while online shows nothing.
      if (state !== 'offline') return;
      set('back-online');
      timer = setTimeout(() => {
        timer = undefined;
        set('hidden');
      }, hideAfterMs);
    },
    dispose: stopTimer,
  };
}
