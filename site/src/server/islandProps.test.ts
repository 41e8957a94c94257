// @vitest-environment node
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createComponent, render, renderComponent } from 'astro/runtime/server/index.js';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Astro serialises an island's props once, for both its id and its props attribute
// (patches/astro@7.3.5.patch, renderFrameworkComponent): each island must still carry its own
// props, as the browser's astro-island reads them, and islands with other props other ids.

function Greeting({ name, texts }: { name: string; texts: Record<string, string> }) {
  return createElement('p', null, `${texts.hello} ${name}`);
}

/** A component as Astro's compiler writes a `<Greeting client:load … />` in a template. */
function island(result: Parameters<typeof renderComponent>[0], props: Record<string, unknown>) {
  return renderComponent(result, 'Greeting', Greeting, {
    'client:load': true,
    'client:component-hydration': 'load',
    'client:component-path': '/src/Greeting.tsx',
    'client:component-export': 'Greeting',
    'client:display-name': 'Greeting',
    ...props,
  });
}

/** What the browser's astro-island does with the attribute: JSON, then [type, value] pairs (0: a value). */
function revive(value: unknown): unknown {
  const [type, inner] = value as [number, unknown];
  expect(type).toBe(0);
  if (inner === null || typeof inner !== 'object') return inner;
  return Object.fromEntries(Object.entries(inner).map(([key, pair]) => [key, revive(pair)]));
}

function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('an island rendered on the server', () => {
  it('carries its own props, and another island with other props has another id', async () => {
    const texts = { hello: 'नमस्ते & "welcome" <back>', bye: '₹1,50,000' };
    const page = createComponent(
      (result: Parameters<typeof renderComponent>[0]) =>
        render`<main>${island(result, { name: 'Asha', texts })}${island(result, { name: 'Ravi', texts })}</main>`,
    );
    const container = await AstroContainer.create();
    // React's own server rendering, as @astrojs/react's renderer calls it (that module needs Vite's virtual modules).
    container.addServerRenderer({
      name: '@astrojs/react',
      renderer: {
        check: () => Promise.resolve(true),
        renderToStaticMarkup: (Component, props) =>
          Promise.resolve({
            html: renderToStaticMarkup(
              createElement(Component as FunctionComponent<object>, props),
            ),
          }),
      },
    });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
    const html = await container.renderToString(page);
    const islands = [...html.matchAll(/<astro-island uid="([^"]+)"[^>]* props="([^"]*)"/g)];
    expect(islands).toHaveLength(2);
    const [asha, ravi] = islands.map(([, uid, props]) => ({
      uid,
      props: revive([0, JSON.parse(unescapeAttribute(props!))]),
    }));
    expect(asha!.props).toEqual({ name: 'Asha', texts });
    expect(ravi!.props).toEqual({ name: 'Ravi', texts });
    expect(asha!.uid).not.toBe(ravi!.uid);
    expect(html).toContain('नमस्ते &amp; &quot;welcome&quot; &lt;back&gt; Asha');
  });
});
