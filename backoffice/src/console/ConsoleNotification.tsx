import { Grow, type GrowProps } from '@mui/material';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { withoutRepeats } from './notificationQueue.ts';

const ToastClosed = createContext<() => void>(() => {});

// The Snackbar's own Grow, also saying when a toast has finished closing: MUI passes a transition
// only onEnter and onExited, and react-admin's Notification already uses onExited to take the next.
const ReportingGrow = forwardRef<HTMLElement, GrowProps>(function ReportingGrow(
  { onExited, ...props },
  ref,
) {
  const closed = useContext(ToastClosed);
  return (
    <Grow
      ref={ref}
      {...props}
      onExited={(node) => {
        onExited?.(node);
        closed();
      }}
    />
  );
});

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
  const context = useMemo(() => ({ ...queue, takeNotification: take }), [queue, take]);
  const closed = useCallback(() => setShown(null), []);

  return (
    <ToastClosed.Provider value={closed}>
      <NotificationContext.Provider value={context}>
        <Notification
          slots={{ transition: ReportingGrow }}
          // The toast's own box is a 'Notifications' region, apart from a list's own error alert;
          // nothing stands in the page while no toast shows.
          slotProps={{ root: { role: 'region', 'aria-label': translate('app.notifications') } }}
        />
      </NotificationContext.Provider>
    </ToastClosed.Provider>
  );
}
