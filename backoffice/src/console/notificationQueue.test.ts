import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { sameNotification, withoutRepeats } from './notificationQueue.ts';

const failed: NotificationPayload = { message: 'Failed to load users', type: 'error' };
const saved: NotificationPayload = { message: 'Role assigned', type: 'success' };

describe('notification queue', () => {
  it('treats the same message, type and arguments as the same notification', () => {
    expect(sameNotification(failed, { ...failed })).toBe(true);
    expect(sameNotification(failed, { ...failed, type: 'warning' })).toBe(false);
    expect(
      sameNotification(
        { ...saved, notificationOptions: { messageArgs: { smart_count: 1 } } },
        { ...saved, notificationOptions: { messageArgs: { smart_count: 2 } } },
      ),
    ).toBe(false);
  });

  it('drops repeats of the shown notification and of earlier waiting ones, in order', () => {
    expect(withoutRepeats([failed, saved, { ...failed }, saved], null)).toEqual([failed, saved]);
    expect(withoutRepeats([{ ...failed }, saved], failed)).toEqual([saved]);
    expect(withoutRepeats([failed], saved)).toEqual([failed]);
  });

  it('keeps undoable notifications: closing each one commits its change', () => {
    const undoable = { ...saved, notificationOptions: { undoable: true } };
    expect(withoutRepeats([undoable, { ...undoable }], undoable)).toHaveLength(2);
  });
});
