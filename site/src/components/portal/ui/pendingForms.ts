// While a form posts, its submit button says so and cannot be pressed twice: the loading state of
// server-rendered portal forms. Buttons opt in with data-pending-label.
export function enablePendingForms(doc: Document, view: EventTarget | null = doc.defaultView): void {
  const pending = new Map<HTMLButtonElement, string>();
  doc.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    const button = (event as SubmitEvent).submitter;
    if (!(button instanceof HTMLButtonElement) || !button.dataset.pendingLabel) return;
    event.target.setAttribute('aria-busy', 'true');
    pending.set(button, button.textContent ?? '');
    button.textContent = button.dataset.pendingLabel;
    // Disabled after the submission has taken the button's own name and value along.
    setTimeout(() => {
      button.disabled = true;
    });
  });
  // Coming back to this page from the history cache: the buttons work again.
  view?.addEventListener('pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    for (const [button, text] of pending) {
      button.disabled = false;
      button.textContent = text;
      button.form?.removeAttribute('aria-busy');
    }
    pending.clear();
  });
}
