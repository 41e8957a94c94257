import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RequestList.stories.tsx';

const { Default, Answered } = composeStories(stories);

const items = () => screen.getAllByRole('listitem');

describe('RequestList', () => {
  it('links each listing and says what was sent when, with the move-in date', () => {
    render(<Default />);
    const [application] = items();
    expect(
      within(application as HTMLElement)
        .getByRole('link', { name: '2 BHK with balcony in Baner' })
        .getAttribute('href'),
    ).toBe('/property/p-1');
    expect(application?.textContent).toContain(
      'Rental application · sent 23 Nov 2026 · Move-in 15 Dec 2026',
    );
    expect(within(application as HTMLElement).getByText('Pending').className).toContain(
      'status--amber',
    );
  });

  it("says when a listing is gone, and gives the visit's time and the owner's reply", () => {
    render(<Default />);
    const visit = items()[1] as HTMLElement;
    expect(within(visit).getByRole('heading').textContent).toBe(
      'This listing is no longer available.',
    );
    expect(visit.textContent).toContain(
      'Visit request · sent 12 Nov 2026 · visit on 14 Nov 2026, 11:00 am',
    );
    expect(within(visit).getByText('Owner’s reply: Sorry, already let')).toBeTruthy();
    expect(within(visit).getByText('Cancelled').className).toContain('status--red');
  });

  it('shows answered requests in their colours, leaving out a move-in date not given', () => {
    render(<Answered />);
    const [visit, application] = items();
    expect(within(visit as HTMLElement).getByText('Scheduled').className).toContain('status--blue');
    expect(visit?.textContent).toContain('visit on 29 Nov 2026, 11:00 am');
    expect(within(application as HTMLElement).getByText('Accepted').className).toContain(
      'status--green',
    );
    expect(application?.textContent).not.toContain('Move-in');
    expect(
      within(application as HTMLElement).getByText(
        'Owner’s reply: Welcome! Call me to collect the keys.',
      ),
    ).toBeTruthy();
  });
});
