import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StatusText.stories.tsx';

const { Paid, Pending } = composeStories(stories);

describe('StatusText', () => {
  it('writes a paid commission as Paid, in green', () => {
    render(<Paid />);
    expect(screen.getByText('Paid').className).toBe('status status--green');
  });

  it('writes any other commission as Pending, in amber', () => {
    render(<Pending />);
    expect(screen.getByText('Pending').className).toBe('status status--amber');
  });
});
