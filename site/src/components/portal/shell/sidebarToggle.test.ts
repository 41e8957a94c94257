import { afterEach, describe, expect, it } from 'vitest';
import { enableSidebarToggle, isToggleShortcut } from './sidebarToggle.ts';
import { sameSitePath, sidebarOpenFromCookie } from './sidebarState.ts';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

function mount(state: 'open' | 'closed') {
  document.body.innerHTML = `
    <div data-sidebar="${state}">
      <form method="post" action="/portal/sidebar"><input type="hidden" name="open" value="${state === 'open' ? 'false' : 'true'}" />
        <button type="submit" data-sidebar-toggle aria-expanded="${state === 'open'}">Toggle sidebar</button></form>
      <input aria-label="Search" />
    </div>`;
  return document.querySelector<HTMLElement>('[data-sidebar]') as HTMLElement;
}

let unwire = () => {};
afterEach(() => {
  unwire();
  document.cookie = 'sidebar:state=; max-age=0; path=/';
});

describe('sidebar toggle', () => {
  it('recognises Ctrl + B and Cmd + B only', () => {
    expect(isToggleShortcut(key({ key: 'b', ctrlKey: true }))).toBe(true);
    expect(isToggleShortcut(key({ key: 'B', metaKey: true }))).toBe(true);
    expect(isToggleShortcut(key({ key: 'b' }))).toBe(false);
    expect(isToggleShortcut(key({ key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isToggleShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false);
  });

  it('closes and opens with the shortcut, remembering the state in the cookie', () => {
    const shell = mount('open');
    unwire = enableSidebarToggle(document);
    const event = key({ key: 'b', ctrlKey: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(shell.dataset.sidebar).toBe('closed');
    expect(document.cookie).toContain('sidebar:state=false');
    expect(document.querySelector('[data-sidebar-toggle]')?.getAttribute('aria-expanded')).toBe('false');
    document.body.dispatchEvent(key({ key: 'b', metaKey: true }));
    expect(shell.dataset.sidebar).toBe('open');
    expect(document.cookie).toContain('sidebar:state=true');
  });

  it('toggles from the button without posting the form', () => {
    const shell = mount('closed');
    unwire = enableSidebarToggle(document);
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(shell.dataset.sidebar).toBe('open');
    expect((form.elements.namedItem('open') as HTMLInputElement).value).toBe('false');
  });
});

describe('sidebar state', () => {
  it('is open unless the cookie says false', () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie('true')).toBe(true);
    expect(sidebarOpenFromCookie('false')).toBe(false);
  });

  it.each([
    ['/portal/user?tab=1', '/portal/user?tab=1'],
    ['//evil.example/x', '/portal'],
    ['https://evil.example', '/portal'],
    ['/\\evil.example', '/portal'],
    [undefined, '/portal'],
  ])('goes back to %s as %s', (next, path) => {
    expect(sameSitePath(next)).toBe(path);
  });
});
