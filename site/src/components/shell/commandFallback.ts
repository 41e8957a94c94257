// The menu opens through HTML invoker commands (`commandfor` / `command="show-modal"`), which need
// no script in current browsers. Older browsers get the same behaviour from this small fallback.

/** Whether the browser runs `command` buttons itself. */
export function supportsInvokers(): boolean {
  return 'command' in HTMLButtonElement.prototype;
}

/** Makes every `button[commandfor]` under `root` open or close its dialog on click. */
export function enableCommandFallback(root: ParentNode, doc: Document = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[commandfor]')) {
    button.addEventListener('click', () => {
      const target = doc.getElementById(button.getAttribute('commandfor') ?? '');
      if (!target || !('showModal' in target)) return;
      const dialog = target as HTMLDialogElement;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    });
  }
}
