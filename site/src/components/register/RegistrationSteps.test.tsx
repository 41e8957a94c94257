import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RegistrationSteps.stories.tsx';

const { Default, Terms, Payment, Overview } = composeStories(stories);

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Registration steps' }))
    .getAllByRole('listitem')
    .map((li) => ({
      text: li.textContent,
      current: li.getAttribute('aria-current'),
      link: li.querySelector('a')?.getAttribute('href') ?? null,
    }));

describe('RegistrationSteps', () => {
  it('marks the first step current with nothing done and nothing ahead to click', () => {
    render(<Default />);
    expect(steps()).toEqual([
      { text: 'Your details', current: 'step', link: null },
      { text: 'Programme terms', current: null, link: null },
      { text: 'Payment', current: null, link: null },
    ]);
  });

  it('ticks the details as done, for screen readers too, and links back to them', () => {
    render(<Terms />);
    expect(steps()).toEqual([
      { text: 'Your details (done)', current: null, link: '/register/broker/step1' },
      { text: 'Programme terms', current: 'step', link: null },
      { text: 'Payment', current: null, link: null },
    ]);
  });

  it('on payment, links back to both steps done', () => {
    render(<Payment />);
    expect(steps().map((step) => [step.text, step.link])).toEqual([
      ['Your details (done)', '/register/broker/step1'],
      ['Programme terms (done)', '/register/broker/step2'],
      ['Payment', null],
    ]);
  });

  it('on the overview links every step reached, marking none current', () => {
    render(<Overview />);
    expect(steps()).toEqual([
      { text: 'Your details (done)', current: null, link: '/register/broker/step1' },
      { text: 'Programme terms', current: null, link: '/register/broker/step2' },
      { text: 'Payment', current: null, link: null },
    ]);
  });
});
