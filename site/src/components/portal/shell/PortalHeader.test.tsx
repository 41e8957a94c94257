import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PortalHeader.stories.tsx';

const { MorningUser, AfternoonBroker, EveningAdminSidebarClosed, PropertyManager, Nameless, HindiReader } = composeStories(stories);

afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });

describe('PortalHeader', () => {
  it('greets by the time of day and shows the User badge', () => {
    render(<MorningUser />);
    expect(screen.getByText('Good morning, Priya Sharma')).toBeTruthy();
    expect(screen.getByText('User').className).toContain('badge--outline');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-keyshortcuts')).toBe('Control+B Meta+B');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post property free' }).getAttribute('href')).toBe('/list-property');
  });

  it('shows the highest role: Broker before Tenant', () => {
    render(<AfternoonBroker />);
    expect(screen.getByText('Good afternoon, Priya Sharma')).toBeTruthy();
    expect(screen.getByText('Broker').className).toContain('badge--default');
    expect(screen.queryByText('Tenant')).toBeNull();
  });

  it('shows an admin a destructive badge and a collapsed sidebar', () => {
    render(<EveningAdminSidebarClosed />);
    expect(screen.getByText('Good evening, Priya Sharma')).toBeTruthy();
    expect(screen.getByText('Admin').className).toContain('badge--destructive');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // Without a script the form asks the server to open it.
    expect((toggle().closest('form')?.elements.namedItem('open') as HTMLInputElement).value).toBe('true');
  });

  it('gives a property manager the secondary badge', () => {
    render(<PropertyManager />);
    expect(screen.getByText('Property Manager').className).toContain('badge--secondary');
  });

  it('greets someone without a name', () => {
    render(<Nameless />);
    expect(screen.getByText('Good morning, there')).toBeTruthy();
  });

  it('speaks Hindi to a Hindi reader and offers English, named in itself', () => {
    render(<HindiReader />);
    expect(screen.getByText('सुप्रभात, Priya Sharma')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/language?to=en&next=%2Fportal%2Fuser');
    expect(english.getAttribute('lang')).toBe('en');
  });
});
