import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share one jsdom per worker (isolate: false): each test leaves an empty page behind.
afterEach(() => cleanup());
