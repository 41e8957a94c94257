import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ConversationList.stories.tsx';

const { Filled, Empty, Error, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('ConversationList', () => {
  it('lists conversations by the other first name, marks the unread one, and never shows a contact', () => {
    const { container } = render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const meera = screen.getByRole('link', { name: /With Meera/ });
    expect(meera.getAttribute('href')).toBe('/portal/messages/c-1');
    expect(meera.textContent).toContain('New');
    const someone = screen.getByRole('link', { name: 'With Someone' });
    expect(someone.textContent, 'the last message was mine').not.toContain('New');
    expect(screen.getByText('About a listing no longer available')).toBeTruthy();
    expect(screen.getByText('Last message 21 Nov 2026, 4:00 pm')).toBeTruthy();
    expect(container.textContent).not.toMatch(/@|\+91/);
  });

  it('says how to start one when there are none', () => {
    render(<Empty />);
    expect(screen.getByText('No conversations yet. Message an owner from any listing.')).toBeTruthy();
  });

  it('says the list failed, with a way to try again', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your messages');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/portal/messages');
  });

  it('reads in Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { level: 1, name: 'संदेश' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Meera के साथ/ })).toBeTruthy();
  });
});
