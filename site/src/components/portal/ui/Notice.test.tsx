import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Notice.stories.tsx';

const { Success, Error, Info } = composeStories(stories);

describe('Notice', () => {
  it('announces a success politely, in green', () => {
    render(<Success />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Broker details saved');
    expect(notice.className).toContain('notice--success');
  });

  it('announces an error at once', () => {
    render(<Error />);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe('Failed to fetch properties');
    expect(notice.className).toContain('notice--error');
  });

  it('gives information politely, never as an alert', () => {
    render(<Info />);
    expect(screen.getByRole('status').className).toContain('notice--info');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
