import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './BusyButton.stories.tsx';

const { Default, Busy, Fails, Disabled } = composeStories(stories);

/** The story's request, as the mock it is. */
const request = (story: { args: { onClick?: unknown } }) => story.args.onClick as Mock;
const button = () => screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;

describe('BusyButton', () => {
  beforeEach(() => {
    for (const story of [Default, Busy, Fails, Disabled]) request(story).mockClear();
  });

  it('sends one request for a double click, busy until it is answered', async () => {
    // No pause between the clicks: a browser can deliver both before the screen renders again.
    const user = userEvent.setup({ delay: null });
    render(<Default />);
    await user.dblClick(button());
    expect(request(Default)).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    expect(request(Default)).toHaveBeenCalledTimes(2);
  });

  it('is busy with progress while the request runs, and sends nothing more', async () => {
    const user = userEvent.setup();
    render(<Busy />);
    await user.click(button());
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    fireEvent.click(button());
    expect(request(Busy)).toHaveBeenCalledTimes(1);
  });

  it('is ready again after a failure', async () => {
    const user = userEvent.setup();
    render(<Fails />);
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    expect(request(Fails)).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while its screen disables it', async () => {
    render(<Disabled />);
    fireEvent.click(button());
    expect(request(Disabled)).not.toHaveBeenCalled();
  });
});
