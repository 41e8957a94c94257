import { screen, waitFor, within, type waitForOptions } from '@testing-library/react';

/** The notifications on screen: alerts in the console's Notifications region (not a list's own error). */
export function toasts(): HTMLElement[] {
  return screen
    .queryAllByRole('region', { name: 'Notifications' })
    .flatMap((region) => within(region).queryAllByRole('alert'));
}

/** The one notification on screen, once it shows. */
export async function findToast(options?: waitForOptions): Promise<HTMLElement> {
  return waitFor(() => {
    const [toast, ...more] = toasts();
    if (!toast || more.length)
      throw new Error(`Expected one notification, found ${toasts().length}`);
    return toast;
  }, options);
}
