import { Cursor, type Field } from './cursor.ts';

export interface OrderTerm {
  /** Set for `order=rel(col).desc`: a to-one related table's column. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `col[->path][.asc|.desc][.nullsfirst|.nullslast]`, comma separated; `rel(col)` for related order. */
export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    let field = c.field();
    let relation: string | undefined;
    if (field.path.length === 0 && c.eat('(')) {
      relation = field.name;
      field = c.field();
      c.expect(')');
    }
    const term: OrderTerm = { field, relation };
    if (c.eat('.asc')) term.direction = 'asc';
    else if (c.eat('.desc')) term.direction = 'desc';
    if (c.eat('.nullsfirst')) term.nulls = 'first';
    else if (c.eat('.nullslast')) term.nulls = 'last';
    terms.push(term);
    if (c.eat(',')) continue;
    if (!c.done) throw c.fail('"," ".asc" ".desc" ".nullsfirst" ".nullslast" or end of input');
    return terms;
  }
}
