// Browser side of the sidebar toggle: the header button and Ctrl or Cmd + B flip the shell's
// data-sidebar attribute at once and remember it in the cookie, instead of posting the form.
import { sidebarCookie } from './sidebarState.ts';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl + B or Cmd + B, without Alt or Shift. */
export function isToggleShortcut(event: Keys): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b';
}

/** Flips the sidebar of `shell` and returns the new state. */
export function toggleSidebar(doc: Document, shell: HTMLElement): boolean {
  const open = shell.dataset.sidebar !== 'open';
  shell.dataset.sidebar = open ? 'open' : 'closed';
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-sidebar-toggle]')) {
    button.setAttribute('aria-expanded', String(open));
    const field = button.form?.elements.namedItem('open');
    if (field instanceof HTMLInputElement) field.value = String(!open);
  }
  doc.cookie = sidebarCookie(open);
  return open;
}

/** Wires the toggle buttons and the shortcut; returns a function that unwires them. */
export function enableSidebarToggle(doc: Document): () => void {
  const shell = doc.querySelector<HTMLElement>('[data-sidebar]');
  if (!shell) return () => {};
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.querySelector('[data-sidebar-toggle]')) return;
    event.preventDefault();
    toggleSidebar(doc, shell);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isToggleShortcut(event)) return;
    event.preventDefault();
    toggleSidebar(doc, shell);
  };
  doc.addEventListener('submit', onSubmit);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('keydown', onKey);
  };
}
