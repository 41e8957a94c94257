// No text a person reads is written into the console's JSX: every word comes from the catalogue
// (translate, core's constants through the i18n provider) or from data. The scan reads each
// component's syntax tree for text between tags and for words in the attributes people read or hear.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READ_ATTRIBUTES = new Set([
  'label', 'title', 'placeholder', 'aria-label', 'aria-description', 'alt', 'helperText', 'emptyText',
  'primary', 'secondary', 'tooltip', 'valueLabel', 'heading', 'text', 'subheader', 'description',
  'reasonLabel', 'confirmLabel',
]);
// Latin written as it is in both languages: names, brands and abbreviations (docs/glossary-hi.md).
const SAME_IN_BOTH = /^(Rentals\.in|RVL|CSV|UUID|ID|URL|QR|CRM|UPI|Razorpay|TOTP|SRS|English|हिन्दी)$/;

function components(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : components(file);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [file] : [];
  });
}

// A catalogue key react-admin translates itself ('app.menu.settings', 'resources.brokers.fields.actions').
const KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !SAME_IN_BOTH.test(text.trim()) && !KEY.test(text.trim());

/** Texts written in a component's JSX, as `file:line: text`. */
function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const expression = ts.isJsxExpression(value) ? value.expression : value;
      if (expression && ts.isStringLiteralLike(expression) && hasWords(expression.text)) report(node, expression.text);
      // The words of a template around its values: `Mark Paid ${name}`.
      if (expression && ts.isTemplateExpression(expression)) {
        const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ');
        if (hasWords(parts)) report(node, parts);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the console’s JSX', () => {
  it('writes no text a person reads: every word comes from the catalogue', () => {
    const files = components(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(writtenTexts)).toEqual([]);
  });
});
