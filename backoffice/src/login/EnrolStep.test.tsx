import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './EnrolStep.stories.tsx';

const { Default, Loading, Error } = composeStories(stories);

afterEach(cleanup);

describe('EnrolStep', () => {
  it('shows the QR code and the same key as text, then confirms the new factor with a code', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Default onSubmit={onSubmit} />);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD')).toBeTruthy();
    await user.type(screen.getByLabelText(/Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('654321', 'factor-1');
  });

  it('says it is preparing while the factor is created', async () => {
    render(<Loading />);
    expect((await screen.findByRole('status')).textContent).toContain('Preparing');
  });

  it('says so when the set-up cannot start', async () => {
    render(<Error />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not start/);
  });
});
