import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import * as stories from './CodeStep.stories.tsx';

const { Default, Verifying } = composeStories(stories);

afterEach(cleanup);

/** The story's onSubmit mock, cleared. */
function submitted(story: { args: { onSubmit?: unknown } }): Mock {
  const onSubmit = story.args.onSubmit as Mock;
  onSubmit.mockClear();
  return onSubmit;
}

describe('CodeStep', () => {
  it('asks for the authentication code with a numeric keyboard and one-time-code autofill, focused', async () => {
    render(<Default />);
    const input = await screen.findByLabelText(/Authentication code/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(describedBy(input)).toBe('Enter the 6-digit code from your authenticator app.');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('keeps digits only and submits the six', async () => {
    const onSubmit = submitted(Default);
    const user = userEvent.setup();
    render(<Default />);
    const input = await screen.findByLabelText(/Authentication code/);
    await user.type(input, '12a 3-4');
    expect((input as HTMLInputElement).value).toBe('1234');
    await user.type(input, '5678');
    expect((input as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('says beside the code what is wrong, focuses it, and sends nothing', async () => {
    const onSubmit = submitted(Default);
    const user = userEvent.setup();
    render(<Default />);
    const input = await screen.findByLabelText(/Authentication code/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.click(verify);
    await waitFor(() => expect(describedBy(input)).toMatch(/^Enter the code from your authenticator app/));
    expect(document.activeElement).toBe(input);
    await user.type(input, '1234');
    await waitFor(() => expect(describedBy(input)).toMatch(/^The code has 6 digits/));
    await user.click(verify);
    expect(document.activeElement).toBe(input);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers to start over with another account', async () => {
    const onStartOver = Default.args.onStartOver as Mock;
    onStartOver.mockClear();
    render(<Default />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });

  it('sends one check for a double click, and is busy while verifying', async () => {
    const onSubmit = submitted(Verifying);
    const user = userEvent.setup();
    render(<Verifying />);
    await user.type(await screen.findByLabelText(/Authentication code/), '123456');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await userEvent.setup({ delay: null }).dblClick(verify);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(verify.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Use another account' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
