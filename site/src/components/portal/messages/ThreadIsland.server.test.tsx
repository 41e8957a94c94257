// @vitest-environment node
// The island is rendered on the server first (client:load), where there is no window and no
// browser client: the thread must render there as it does in the browser.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONVERSATION, ME, MESSAGES } from './fixtures.ts';
import ThreadIsland from './ThreadIsland.tsx';

describe('ThreadIsland on the server', () => {
  it('renders the thread without making the browser client', () => {
    const html = renderToString(<ThreadIsland conversation={CONVERSATION} messages={MESSAGES} me={ME} lang="en" />);
    expect(html).toContain('<h1 id="thread-heading">With Meera</h1>');
    expect(html).toContain('Is the flat still available?');
  });
});
