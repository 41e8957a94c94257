import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ComingSoon.stories.tsx';

const { Default } = composeStories(stories);

afterEach(cleanup);

describe('SettingsPage', () => {
  it('says system settings are coming soon', async () => {
    render(<Default />);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('System settings coming soon')).toBeTruthy();
  });
});
