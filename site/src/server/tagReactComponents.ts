// Build step: every component a .tsx module exports is tagged for the React renderer in the server
// bundle. A framework component Astro cannot name it renders by trial: @astrojs/react's check()
// calls the component and renders a React tree just to learn that it is React, on every use, before
// rendering it for real (a page of cards paid for each card twice). A component tagged with its
// renderer (Astro's own __astro_tag_component__) skips the trial. React is the site's one framework.
import type { AstroIntegration } from 'astro';
import type { Plugin, Rollup } from 'vite';

const RENDERER = '@astrojs/react';
const COMPONENT_MODULE = /\.[jt]sx$/;
/** Components are named in PascalCase; hooks, helpers and constants are not. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

type Program = ReturnType<Rollup.PluginContext['parse']>;

/** The PascalCase functions a module exports by declaration (`export function X`, `export const X = …`). */
export function exportedComponents(program: Program): string[] {
  const names: string[] = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) continue;
    const declaration = node.declaration;
    if (declaration.type === 'FunctionDeclaration' && declaration.id) names.push(declaration.id.name);
    if (declaration.type === 'VariableDeclaration') {
      for (const variable of declaration.declarations) {
        const init = variable.init?.type;
        if (variable.id.type === 'Identifier' && (init === 'ArrowFunctionExpression' || init === 'FunctionExpression')) names.push(variable.id.name);
      }
    }
  }
  return names.filter((name) => COMPONENT_NAME.test(name));
}

/** The module's code with its components tagged for React, or null when it exports none. */
export function withComponentsTagged(code: string, program: Program): string | null {
  const names = exportedComponents(program);
  if (names.length === 0) return null;
  const tags = names.map((name) => `__astro_tag_component__(${name}, ${JSON.stringify(RENDERER)});`).join('\n');
  return `${code}\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n${tags}\n`;
}

function plugin(): Plugin {
  return {
    name: 'rentals:tag-react-components',
    // After the JSX and TypeScript transforms: plain JavaScript to parse.
    enforce: 'post',
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (!options?.ssr || !COMPONENT_MODULE.test(file) || file.includes('/node_modules/')) return null;
      const tagged = withComponentsTagged(code, this.parse(code));
      return tagged === null ? null : { code: tagged, map: null };
    },
  };
}

export function tagReactComponents(): AstroIntegration {
  return {
    name: 'rentals:tag-react-components',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin()] } });
      },
    },
  };
}
