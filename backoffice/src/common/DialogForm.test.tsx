import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './DialogForm.stories.tsx';

const { Empty, Filled, RefusedByTheDatabase, Saving } = composeStories(stories);

afterEach(cleanup);

describe('DialogForm', () => {
  it('says beside the field what is missing and focuses it, sending nothing', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('A reason is required to decline an application')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Reason')));
    expect(Empty.args.onSubmit).not.toHaveBeenCalled();
  });

  it('hands the parsed (trimmed) values on once', async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(Filled.args.onSubmit).toHaveBeenCalledTimes(1));
    expect(Filled.args.onSubmit).toHaveBeenCalledWith({ reason: 'Photos are of another flat' });
  });

  it('shows a message the database gave for a field beside that field', async () => {
    const user = userEvent.setup();
    render(<RefusedByTheDatabase />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Only submitted applications can be declined')).toBeTruthy();
  });

  it('is busy while saving, so a second click sends nothing', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const save = await screen.findByRole('button', { name: 'Decline' });
    await user.click(save);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(Saving.args.onSubmit).toHaveBeenCalledTimes(1);
  });
});
