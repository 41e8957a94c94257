import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { toCode } from './CodeStep.tsx';
import * as stories from './CodeStep.stories.tsx';

const { Default, Verifying } = composeStories(stories);

afterEach(cleanup);

describe('CodeStep', () => {
  it('asks for the authentication code with a numeric keyboard and one-time-code autofill', async () => {
    render(<Default />);
    const input = await screen.findByLabelText(/Authentication code/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
  });

  it('keeps digits only and submits once six are entered', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Default onSubmit={onSubmit} />);
    const input = await screen.findByLabelText(/Authentication code/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(input, '12a 3-4');
    expect((input as HTMLInputElement).value).toBe('1234');
    expect(verify.hasAttribute('disabled')).toBe(true);
    await user.type(input, '5678');
    expect((input as HTMLInputElement).value).toBe('123456');
    await user.click(verify);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('offers to start over with another account', async () => {
    const onStartOver = fn();
    render(<Default onStartOver={onStartOver} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });

  it('disables both buttons while verifying', async () => {
    render(<Verifying />);
    expect((await screen.findByRole('button', { name: 'Verify' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      screen.getByRole('button', { name: 'Use another account' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

describe('toCode', () => {
  it('drops everything but digits and keeps at most six', () => {
    expect(toCode(' 123 456 789')).toBe('123456');
    expect(toCode('abc')).toBe('');
  });
});
