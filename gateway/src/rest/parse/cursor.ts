import type { ApiError} from '../../errors.ts';
import { errors } from '../../errors.ts';

/** One step of a JSON path: `->key` (json) or `->>key` (text); numeric keys are array indexes. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column reference with an optional JSON path, e.g. `data->a->>b`. */
export interface Field {
  name: string;
  path: JsonStep[];
}

/** A small recursive-descent reader over one query-string value; errors become PGRST100. */
export class Cursor {
  readonly text: string;
  pos = 0;
  readonly what: string;

  constructor(text: string, what: string) {
    this.text = text;
    this.what = what;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string, expecting = `"${s}"`): void {
    if (!this.eat(s)) throw this.fail(expecting);
  }

  fail(expecting: string): ApiError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return errors.parse(this.what, this.text, `unexpected ${found} expecting ${expecting}`);
  }

  /** An identifier (letters, digits, `_`, `$`, space, `-` not starting `->`) or a "quoted" name. */
  name(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done && isIdentChar(this.peek()) && !(this.peek() === '-' && this.peek(1) === '>')) this.pos += 1;
    if (this.pos === start) throw this.fail('a name');
    return this.text.slice(start, this.pos);
  }

  /** A double-quoted string; backslash escapes the next character. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos += 1;
      out += this.peek();
      this.pos += 1;
    }
    this.expect('"', 'closing quote');
    return out;
  }

  /** `->key` / `->>key` steps after a column name. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.eat('->>')) arrow = '->>';
      else if (this.eat('->')) arrow = '->';
      else return steps;
      if (this.peek() === '-' && /\d/.test(this.peek(1))) {
        this.pos += 1;
        const key = `-${this.name()}`;
        if (!/^-\d+$/.test(key)) throw this.fail('an array index');
        steps.push({ arrow, key, index: true });
        continue;
      }
      const quoted = this.peek() === '"';
      const key = this.name();
      steps.push({ arrow, key, index: !quoted && /^\d+$/.test(key) });
    }
  }

  field(): Field {
    const name = this.name();
    return { name, path: this.jsonPath() };
  }
}

export function isIdentChar(ch: string): boolean {
  return /[\p{L}\p{N}_$ -]/u.test(ch);
}
