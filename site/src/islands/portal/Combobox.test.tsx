import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './Combobox.stories.tsx';

const { Empty, WithValue } = composeStories(stories);

afterEach(cleanup);

describe('Combobox', () => {
  it('lists the choices containing the typed text, those starting with it first, and announces their count', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'mum');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
  });

  it('moves through the choices with the arrow keys, marks the active one, and Escape closes the list', async () => {
    render(<Empty />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'mum');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Navi Mumbai' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('mum');
  });

  it('keeps the list closed once the value is a choice', async () => {
    render(<WithValue />);
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('hands its input to a form and says when it is left', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onBlur = vi.fn();
    render(<Empty ref={ref} onBlur={onBlur} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(ref.current).toBe(input);
    await userEvent.click(input);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed into the server-rendered input before React took the page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Empty />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'Pune';
    const root = await act(async () => hydrateRoot(container, <Empty />));
    expect(input.value).toBe('Pune');
    // A later render (opening the list) no longer puts the empty value back.
    await userEvent.click(input);
    expect(input.value).toBe('Pune');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => root.unmount());
    container.remove();
  });

  it('lists the choices for what was typed and focused before React took the page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Empty />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'mum';
    const root = await act(async () => hydrateRoot(container, <Empty />));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai', 'Navi Mumbai']);
    act(() => root.unmount());
    container.remove();
  });
});
