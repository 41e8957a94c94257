import { describe, expect, it } from 'vitest';
import { moduleOf, summariseProfile, type CpuProfile } from './profileSummary.ts';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

// root → render (site) → renderToString (react-dom); root → compress (node:zlib)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
    { id: 2, callFrame: frame('render', 'file:///work/site/dist/server/entry.mjs'), children: [3] },
    { id: 3, callFrame: frame('renderToString', 'file:///work/node_modules/.pnpm/react-dom@19/node_modules/react-dom/server.js') },
    { id: 4, callFrame: frame('compress', 'node:zlib') },
  ],
  samples: [2, 3, 3, 4, 3],
  timeDeltas: [100, 200, 200, 50, 200],
};

describe('the CPU profile summary', () => {
  it('names a package by its folder under node_modules, our files by their package folder', () => {
    expect(moduleOf('file:///x/node_modules/.pnpm/@supabase+ssr@1/node_modules/@supabase/ssr/dist/index.js')).toBe('@supabase/ssr');
    expect(moduleOf('file:///work/wt/render/site/src/lib/listings.ts')).toBe('site/src/lib/listings.ts');
    expect(moduleOf('node:zlib')).toBe('node:zlib');
    expect(moduleOf('')).toBe('(native)');
  });

  it('adds each sample to its function, its module and every caller once', () => {
    const summary = summariseProfile(profile);
    expect(summary.total).toBe(750);
    expect(summary.byModule.map((l) => [l.name, l.us])).toEqual([['react-dom', 600], ['site/dist/server/entry.mjs', 100], ['node:zlib', 50]]);
    expect(summary.inclusive.find((l) => l.name.startsWith('render '))?.us).toBe(700);
    expect(summary.inclusive[0]).toEqual({ name: '(root) (native)', us: 750 });
  });

  it('counts each sample for at most the cap, so that a wait for the core is not charged to its function', () => {
    const summary = summariseProfile(profile, 30, 150);
    expect(summary.total).toBe(100 + 150 + 150 + 50 + 150);
    expect(summary.byModule[0]).toEqual({ name: 'react-dom', us: 450 });
  });
});

