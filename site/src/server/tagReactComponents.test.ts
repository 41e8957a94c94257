// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportedComponents, withComponentsTagged } from './tagReactComponents.ts';

const moduleCode = [
  'import { jsx } from "react/jsx-runtime";',
  'export function PropertyCard(props) { return jsx("article", { children: props.title }); }',
  'export const Badge = ({ text }) => jsx("span", { children: text });',
  'export const Legacy = function (props) { return null; };',
  'export function useHydrated() { return true; }',
  'export function cardLabel(p) { return p.title; }',
  'export const PAGE_SIZE = 20;',
  'export const Texts = { title: "Homes" };',
  'function Private() { return null; }',
].join('\n');

describe('tagging React components for Astro', () => {
  it('finds the PascalCase functions a module exports, not hooks, helpers, constants or private ones', () => {
    expect(exportedComponents(parseAst(moduleCode))).toEqual(['PropertyCard', 'Badge', 'Legacy']);
  });

  it('appends one tag per component with Astro’s own helper, and leaves a module without components alone', () => {
    const tagged = withComponentsTagged(moduleCode, parseAst(moduleCode)) ?? '';
    expect(tagged.startsWith(moduleCode), 'the module itself unchanged').toBe(true);
    expect(tagged).toContain("import { __astro_tag_component__ } from 'astro/runtime/server/index.js';");
    expect(tagged.match(/__astro_tag_component__\((\w+), "@astrojs\/react"\);/g)).toEqual([
      '__astro_tag_component__(PropertyCard, "@astrojs/react");',
      '__astro_tag_component__(Badge, "@astrojs/react");',
      '__astro_tag_component__(Legacy, "@astrojs/react");',
    ]);
    const helpers = 'export function formatRent(r) { return String(r); }';
    expect(withComponentsTagged(helpers, parseAst(helpers))).toBeNull();
  });
});
