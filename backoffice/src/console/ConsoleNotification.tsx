import { useCallback, useEffect, useState } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { withoutRepeats } from './notificationQueue.ts';

/**
 * react-admin's Notification (one toast at a time, in order) that drops a notification equal to
 * the one on screen or to one already waiting. Once a toast has closed, the same message may show
 * again: a second failed save still says so.
 */
export function ConsoleNotification() {
  const translate = useTranslate();
  const queue = useNotificationContext();
  const { notifications, setNotifications, takeNotification } = queue;
  const [shown, setShown] = useState<NotificationPayload | null>(null);

  useEffect(() => {
    // A functional update: notifications added since this render are kept, and an unchanged
    // queue is returned as it was, so nothing renders again.
    setNotifications((current) => {
      const kept = withoutRepeats(current, shown);
      return kept.length === current.length ? current : kept;
    });
  }, [notifications, shown, setNotifications]);

  const take = useCallback(() => {
    const next = takeNotification();
    if (next) setShown(next);
    return next;
  }, [takeNotification]);
  // react-admin removes the toast's box once it has finished closing.
  const toastBox = useCallback((box: HTMLDivElement | null) => {
    if (!box) setShown(null);
  }, []);

  return (
    <NotificationContext.Provider value={{ ...queue, takeNotification: take }}>
      {/* The toast's box is a 'Notifications' region, apart from a list's own error alert. */}
      <Notification
        slotProps={{
          root: { ref: toastBox, role: 'region', 'aria-label': translate('app.notifications') },
        }}
      />
    </NotificationContext.Provider>
  );
}
