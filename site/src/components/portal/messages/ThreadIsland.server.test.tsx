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

  it('posts a reply sent before the island takes over, naming its conversation, so the text stays out of the address', () => {
    const html = renderToString(<ThreadIsland conversation={CONVERSATION} messages={MESSAGES} me={ME} lang="en" />);
    const form = /<form class="thread__composer"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    const opening = /^<form[^>]*>/.exec(form)?.[0] ?? '';
    expect(opening).toContain(' method="post"');
    expect(opening).toContain(' action="/portal/messages/send"');
    expect(form).toContain(`<input type="hidden" name="conversation_id" value="${CONVERSATION.id}"/>`);
    expect(form).toMatch(/<textarea[^>]* name="body"/);
  });
});
