import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What a date field shows, section by section: '15/04/2027', or 'DD/MM/YYYY' when empty. */
export function shownDate(label: string): string {
  return within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');
}

/** Types an ISO date into a DD/MM/YYYY field by keyboard, from its day, then leaves it with Tab. */
export async function typeDate(user: UserEvent, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = within(screen.getByRole('group', { name: label }));
  await user.click(group.getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(`${day}${month}${year}`);
  await user.tab();
}
