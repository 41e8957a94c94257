import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './FormField.stories.tsx';

const { Default, WithHint, WithError } = composeStories(stories);

afterEach(cleanup);

describe('FormField', () => {
  it('labels the control and passes its name and required flag', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('story-email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the control with its hint', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).toHaveProperty('required', false);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('For example +91 98765 43210');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid email address');
  });
});
