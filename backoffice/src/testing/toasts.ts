import { screen, within, type waitForOptions } from '@testing-library/react';

/** The notifications on screen: alerts in the console's Notifications region (not a list's own error). */
export function toasts(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('alert');
}

/** The one notification on screen, once it shows. */
export async function findToast(options?: waitForOptions): Promise<HTMLElement> {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'alert',
    {},
    options,
  );
}
