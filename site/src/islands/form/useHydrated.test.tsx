import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.ts';

function Probe() {
  return <button disabled={!useHydrated()}>Save</button>;
}

afterEach(cleanup);

describe('useHydrated', () => {
  it('is false in the server’s HTML and true once React has hydrated the island', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.disabled, 'in the server’s HTML').toBe(true);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(button.disabled, 'after hydration').toBe(false);
    container.remove();
  });
});
