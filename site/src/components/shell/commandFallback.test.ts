import { describe, expect, it, vi } from 'vitest';
import { enableCommandFallback, supportsInvokers } from './commandFallback.ts';

function page() {
  document.body.innerHTML = `
    <button type="button" commandfor="menu" command="show-modal">Open menu</button>
    <dialog id="menu"><button type="button" commandfor="menu" command="close">Close menu</button></dialog>`;
  const dialog = document.getElementById('menu') as HTMLDialogElement;
  // jsdom has no modal dialogs: stand-ins that keep the open attribute as browsers do.
  dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
  dialog.close = vi.fn(() => dialog.removeAttribute('open'));
  return dialog;
}

describe('enableCommandFallback', () => {
  it('opens the dialog as a modal and closes it from the buttons that name it', () => {
    const dialog = page();
    enableCommandFallback(document);
    (document.querySelector('[command="show-modal"]') as HTMLButtonElement).click();
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    (document.querySelector('[command="close"]') as HTMLButtonElement).click();
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it('is only needed where the browser lacks invoker commands', () => {
    expect(supportsInvokers()).toBe('command' in HTMLButtonElement.prototype);
  });
});
