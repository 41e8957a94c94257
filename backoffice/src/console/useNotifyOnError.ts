import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/** Shows the spec's error toast ('Failed to load users') once when a load fails. */
export function useNotifyOnError(error: unknown, message: string): void {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(message, { type: 'error' });
  }, [error, message, notify]);
}
