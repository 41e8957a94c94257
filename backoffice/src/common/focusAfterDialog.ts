// Where focus goes when a dialog closes. Normally back to the button that opened it; but a dialog
// that refused or approved a row takes that row (and its button) out of the list on the refresh
// that follows, and focus would fall to the page body. Then the list itself takes focus.

const LIST = '[role="tabpanel"], table, main';

export interface FocusReturn {
  trigger: HTMLElement | null;
  list: HTMLElement | null;
}

/** Where focus was when a dialog opened: the button, and the list around it. */
export function focusOrigin(): FocusReturn {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return { trigger: null, list: null };
  return { trigger: active, list: active.closest<HTMLElement>(LIST) };
}

/** Focus the list (made focusable for this) when the row left, or the trigger when nothing changed. */
export function focusAfterDialog({ trigger, list }: FocusReturn, rowLeaves: boolean): void {
  // After React has finished closing the dialog.
  queueMicrotask(() => {
    const target = [rowLeaves ? list : trigger, list].find((element) => element?.isConnected);
    if (!target) return;
    if (target === list && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  });
}
