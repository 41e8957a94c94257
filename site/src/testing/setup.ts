import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share one jsdom per worker (isolate: false): each test leaves an empty page behind.
// cleanup() unmounts what render() mounted; tests that wrote the page's HTML themselves would
// otherwise leave their forms and buttons to whichever file the worker runs next. Files run in
// the node environment have no page.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.innerHTML = '';
});
