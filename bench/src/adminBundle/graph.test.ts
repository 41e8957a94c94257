import { describe, expect, it } from 'vitest';
import { adminWeights, closure, dynamicImports, staticImports, type Chunk } from './graph.ts';

function chunks(list: [string, string, number][]): Map<string, Chunk> {
  return new Map(list.map(([name, code, gzip]) => [name, { name, code, gzip }]));
}

const BUILD = chunks([
  [
    'App.1.js',
    'import{a as e}from"./mui.2.js";import"./react.3.js";const d=()=>import("./UsersPage.4.js");',
    100,
  ],
  ['mui.2.js', 'import{r}from"./react.3.js";export const a=1;', 50],
  ['react.3.js', 'export const r=1;', 20],
  ['UsersPage.4.js', 'import{a}from"./mui.2.js";import{t}from"./table.5.js";const d=()=>import("./Dialog.8.js");', 30],
  ['table.5.js', 'export const t=1;', 40],
  ['client.6.js', 'import{r}from"./react.3.js";', 60],
  ['Unrelated.7.js', 'export{}', 999],
  ['Dialog.8.js', 'import{t}from"./table.5.js";import{p}from"./picker.9.js";', 10],
  ['picker.9.js', 'export const p=1;', 80],
]);

describe('admin bundle graph', () => {
  it('reads static and dynamic imports of minified chunks', () => {
    const app = BUILD.get('App.1.js')?.code ?? '';
    expect(staticImports(app)).toEqual(['mui.2.js', 'react.3.js']);
    expect(dynamicImports(app)).toEqual(['UsersPage.4.js']);
    expect(
      dynamicImports(
        'const s=lazy(()=>__vitePreload(()=>import(`./Dash.9.js`),__vite__mapDeps([0,1])));',
      ),
    ).toEqual(['Dash.9.js']);
  });

  it('follows static imports transitively', () => {
    expect([...closure(['App.1.js'], BUILD)].sort()).toEqual([
      'App.1.js',
      'mui.2.js',
      'react.3.js',
    ]);
  });

  it('weighs the first load, what each lazy screen adds to it, and the dialogs a screen loads itself', () => {
    expect(adminWeights(['App.1.js', 'client.6.js'], BUILD)).toEqual({
      initial: 100 + 50 + 20 + 60,
      screens: [
        { chunk: 'Dialog.8.js', added: 10 + 40 + 80, screen: false },
        { chunk: 'UsersPage.4.js', added: 30 + 40, screen: true },
      ],
    });
  });
});
