import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ErrorSummary.stories.tsx';

const { FieldErrors, FormError } = composeStories(stories);

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('announces the refusal and links each message to its field', () => {
    render(<FieldErrors />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Please check the form' })).toBeTruthy();
    expect(within(alert).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#auth-email', '#auth-password']);
  });

  it('shows a problem with the whole form without a list', () => {
    render(<FormError />);
    expect(within(screen.getByRole('alert')).getByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
