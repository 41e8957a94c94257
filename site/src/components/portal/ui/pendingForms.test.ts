import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePendingForms } from './pendingForms.ts';

const submit = (button: HTMLButtonElement) =>
  button.form?.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));

afterEach(() => {
  vi.useRealTimers();
});

describe('pending forms', () => {
  it('says the form is on its way, disables the button once the submission has left, and restores it on coming back', () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument('form');
    doc.body.innerHTML = `<form><button type="submit" data-pending-label="Saving…">Save profile</button></form>`;
    enablePendingForms(doc);
    const button = doc.querySelector('button') as HTMLButtonElement;
    submit(button);
    expect(button.textContent).toBe('Saving…');
    expect(button.form?.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(false);
    vi.runAllTimers();
    expect(button.disabled).toBe(true);
  });

  it('leaves prevented submissions and buttons without a pending label alone', () => {
    document.body.innerHTML = `<form id="a"><button type="submit" data-pending-label="Saving…">Save</button></form><form id="b"><button type="submit">Go</button></form>`;
    enablePendingForms(document);
    const [prevented, plain] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    prevented?.form?.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
    submit(prevented as HTMLButtonElement);
    submit(plain as HTMLButtonElement);
    expect(prevented?.textContent).toBe('Save');
    expect(plain?.textContent).toBe('Go');
  });

  it('gives the buttons back when the page returns from the history cache', () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument('form');
    const view = new EventTarget();
    doc.body.innerHTML = `<form><button type="submit" data-pending-label="Saving…">Save profile</button></form>`;
    enablePendingForms(doc, view);
    const button = doc.querySelector('button') as HTMLButtonElement;
    submit(button);
    vi.runAllTimers();
    view.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Save profile');
  });
});
