import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './LanguageSwitch.stories.tsx';

const { English, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('names the language in use and offers both', async () => {
    const user = userEvent.setup();
    render(<English />);
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('menuitem', { name: 'हिन्दी' })).toBeTruthy();
  });

  it('switches the console to Hindi', async () => {
    const user = userEvent.setup();
    render(<English />);
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByRole('button', { name: 'हिन्दी' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('names the page English while the console is in English', async () => {
    render(<English />);
    await screen.findByRole('button', { name: 'English' });
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('shows Hindi when the console is in Hindi', async () => {
    render(<Hindi />);
    expect(await screen.findByRole('button', { name: 'हिन्दी' })).toBeTruthy();
  });

  it('marks each language name as that language, and titles the tab in the console’s language', async () => {
    const user = userEvent.setup();
    render(<Hindi />);
    const button = await screen.findByRole('button', { name: 'हिन्दी' });
    expect(button.getAttribute('lang')).toBe('hi');
    expect(document.title).toBe('Rentals.in बैक ऑफ़िस');
    await user.click(button);
    expect((await screen.findByRole('menuitem', { name: 'English' })).getAttribute('lang')).toBe('en');
  });
});
