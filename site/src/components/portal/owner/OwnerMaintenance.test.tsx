import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './OwnerMaintenance.stories.tsx';

const { Default, AssignedToManager, WithManager, ManagerHandsBack, Empty, Error } =
  composeStories(stories);

afterEach(cleanup);

describe('OwnerMaintenance', () => {
  it('puts the open request first, with who raised it and forms to take it on or close it', () => {
    render(<Default />);
    const [first, second] = screen
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.className === 'card');
    expect(
      within(first as HTMLElement).getByRole('heading', { name: /Geyser not heating/ }),
    ).toBeTruthy();
    expect(first?.textContent).toContain(
      '2 BHK in Koramangala: raised by Ananya Sharma on 20 Nov 2026',
    );
    const assign = within(first as HTMLElement).getByRole('button', {
      name: 'Assign to me: Geyser not heating',
    });
    expect(assign.closest('form')?.getAttribute('action')).toBe(
      '/portal/landlord/maintenance/assign',
    );
    const resolution = within(first as HTMLElement).getByRole('textbox', {
      name: 'How was it resolved?',
    });
    expect(resolution.hasAttribute('required')).toBe(true);
    expect(
      within(first as HTMLElement)
        .getByRole('button', { name: 'Close request: Geyser not heating' })
        .closest('form')
        ?.getAttribute('action'),
    ).toBe('/portal/landlord/maintenance/close');
    expect((first?.querySelector('input[name="request_id"]') as HTMLInputElement).value).toBe('r1');
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    expect(second?.textContent).toContain('Resolved: Washer replaced (4 Oct 2026)');
  });

  it('tells the history in order', () => {
    render(<Default />);
    const history = screen
      .getAllByRole('list')
      .find((list) => list.className === 'history' && list.textContent?.includes('Closed'));
    expect(
      within(history as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Raised on 1 Oct 2026',
      'Assigned on 2 Oct 2026',
      'Closed on 4 Oct 2026: Washer replaced',
    ]);
  });

  it('tells the manager a request is theirs and offers only Close', () => {
    render(<AssignedToManager />);
    expect(screen.getByText('Assigned to you on 21 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign to me/ })).toBeNull();
    expect(
      screen
        .getByRole('button', { name: /Close request/ })
        .closest('form')
        ?.getAttribute('action'),
    ).toBe('/portal/manager/maintenance/close');
  });

  it('has an empty and an error state', () => {
    render(<Empty />);
    expect(screen.getByText('No maintenance requests.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
  });

  it("offers the landlord's property manager as well as themselves", () => {
    render(<WithManager />);
    const toManager = screen.getByRole('button', {
      name: 'Assign to Farhan Qureshi: Geyser not heating',
    });
    const form = toManager.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/landlord/maintenance/assign');
    expect(new FormData(form).get('assignee_id')).toBe('manager-1');
    expect(screen.getByRole('button', { name: 'Assign to me: Geyser not heating' })).toBeTruthy();
    cleanup();
    render(<Default />);
    expect(screen.queryByRole('button', { name: /Assign to Farhan/ })).toBeNull();
  });

  it('lets a manager who has the request hand it back to the owner', () => {
    render(<ManagerHandsBack />);
    expect(screen.getByText(/Assigned to you on 21 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Assign to me/ })).toBeNull();
    const back = screen.getByRole('button', {
      name: 'Assign to Suresh Reddy (owner): Geyser not heating',
    });
    expect(back.closest('form')?.getAttribute('action')).toBe('/portal/manager/maintenance/assign');
  });
});
