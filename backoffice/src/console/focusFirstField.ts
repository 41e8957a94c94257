// MUI's dialogs focus their own container when they open, so a keyboard or screen-reader user
// lands on nothing and must tab to the form. A dialog with a form starts in its first field
// instead; a dialog that only asks for a confirmation keeps the container's focus, so Enter
// cannot confirm by accident.

const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"])',
  'textarea:not([disabled]):not([aria-hidden="true"])',
  'select:not([disabled])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

/** Focus the first field inside `container`, unless focus already sits on one there (an autoFocus). */
export function focusFirstField(container: HTMLElement): void {
  const active = container.ownerDocument.activeElement;
  if (active && active !== container && container.contains(active) && active.matches(FIELD)) return;
  container.querySelector<HTMLElement>(FIELD)?.focus();
}
