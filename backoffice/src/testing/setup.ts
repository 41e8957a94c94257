import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configure } from '@testing-library/dom';

// Several test processes share the machine's cores; a screen's first render may take seconds there.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one jsdom per worker (isolate: false): each test leaves an empty page behind.
afterEach(() => cleanup());
