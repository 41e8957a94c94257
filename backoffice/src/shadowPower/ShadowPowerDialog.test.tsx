import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describedBy } from '../testing/describedBy.ts';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import * as stories from './ShadowPowerDialog.stories.tsx';

const { Default, Configure, Saving, Error, Closed } = composeStories(stories);

afterEach(cleanup);

/** The story's setShadowPower mock, cleared. */
function savedWith(story: { parameters: Record<string, unknown> }): Mock {
  const save = story.parameters.save as Mock;
  save.mockClear();
  return save;
}

describe('ShadowPowerDialog', () => {
  it('says beside the amount what is wrong on Save and focuses it, then saves and says so', async () => {
    const save = savedWith(Default);
    const onClose = fn();
    const user = userEvent.setup();
    render(<Default onClose={onClose} />);
    const amount = await screen.findByLabelText(/Shadow power amount/);
    const saveButton = screen.getByRole('button', { name: 'Save' });
    await user.click(saveButton);
    await waitFor(() => expect(describedBy(amount)).toBe('Shadow power amount is required'));
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '0');
    await waitFor(() =>
      expect(describedBy(amount)).toBe('Shadow power amount must be greater than 0'),
    );
    await user.click(saveButton);
    expect(save).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '25000');
    await user.type(screen.getByLabelText(/Notes/), 'Festival push');
    await user.click(saveButton);
    expect(save).toHaveBeenCalledWith('AFF10042', 25000, 'Festival push');
    expect(await screen.findByText('Success - Shadow power added successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('pre-fills from the existing record and accepts 0 to deactivate', async () => {
    const save = savedWith(Configure);
    const user = userEvent.setup();
    render(<Configure />);
    expect(await screen.findByRole('heading', { name: 'Configure Shadow Power' })).toBeTruthy();
    const amount = screen.getByLabelText(/Shadow power amount/) as HTMLInputElement;
    expect(amount.value).toBe('150000');
    expect((screen.getByLabelText(/Notes/) as HTMLInputElement).value).toBe('Launch support');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('AFF10042', 0, 'Launch support');
    expect(await screen.findByText('Shadow Power Updated')).toBeTruthy();
  });

  it('sends one save for a double click, and is busy while it runs', async () => {
    const save = savedWith(Saving);
    // No pause between the clicks: a browser can deliver both before the screen renders again.
    const user = userEvent.setup({ delay: null });
    render(<Saving />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await user.dblClick(button);
    expect(save).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows the database's refusal for a person without an affiliate profile", async () => {
    const user = userEvent.setup();
    render(<Error />);
    await user.type(await screen.findByLabelText(/Shadow power amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User must be an affiliate to add shadow power')).toBeTruthy();
  });

  it('renders nothing when closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
