import { act, cleanup } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './typedBeforeHydration.ts';

function Field({ onTyped }: { onTyped?: (typed: string) => void }) {
  const [value, setValue] = useState('');
  const ref = useTypedBeforeHydration(value, (typed) => {
    onTyped?.(typed);
    setValue(typed);
  });
  return (
    <label>
      Name <input ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </label>
  );
}

async function hydrateAfterTyping(typed: string | null, onTyped: (typed: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field />);
  document.body.append(container);
  const input = container.querySelector('input') as HTMLInputElement;
  if (typed !== null) input.value = typed;
  const root = await act(async () => hydrateRoot(container, <Field onTyped={onTyped} />));
  return { container, input, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed before hydration as the value, once', async () => {
    const onTyped = vi.fn();
    const { container, input, unmount } = await hydrateAfterTyping('Asha', onTyped);
    expect(onTyped).toHaveBeenCalledTimes(1);
    expect(onTyped).toHaveBeenCalledWith('Asha');
    expect(input.value).toBe('Asha');
    expect(container.querySelector('output')?.textContent).toBe('Asha');
    unmount();
  });

  it('does nothing when nothing was typed', async () => {
    const onTyped = vi.fn();
    const { input, unmount } = await hydrateAfterTyping(null, onTyped);
    expect(onTyped).not.toHaveBeenCalled();
    expect(input.value).toBe('');
    unmount();
  });
});
