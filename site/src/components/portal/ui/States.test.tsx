import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './States.stories.tsx';

const { Empty, EmptyWithAction, Error, Heading, HeadingOnly } = composeStories(stories);

describe('EmptyState', () => {
  it('says the list is empty, with nothing to click when there is nowhere to go', () => {
    render(<Empty />);
    expect(screen.getByText('No tenancies yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads on to where something can be added', () => {
    render(<EmptyWithAction />);
    expect(screen.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/properties/create',
    );
  });
});

describe('ErrorState', () => {
  it('alerts with the error and offers to load the page again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord',
    );
  });
});

describe('PageHeading', () => {
  it('titles the page, introduces it and holds its main action', () => {
    render(<Heading />);
    expect(screen.getByRole('heading', { level: 1, name: 'My properties' })).toBeTruthy();
    expect(screen.getByText(/Your listings, their availability/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Property' })).toBeTruthy();
  });

  it('stands alone without an introduction', () => {
    render(<HeadingOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Broker settings' })).toBeTruthy();
    expect(document.querySelector('.page-heading__intro')).toBeNull();
  });
});
