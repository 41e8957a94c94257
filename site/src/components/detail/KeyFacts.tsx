// A listing's key facts near the top of its page: one row per fact, each a term and its value, in
// as many columns as the width allows. The rows come from PropertyFacts.astro; a new fact is one
// more row there. Rendered on the server only.
export interface KeyFact {
  label: string;
  value: string;
}

export interface KeyFactsProps {
  heading: string;
  rows: readonly KeyFact[];
}

export function KeyFacts({ heading, rows }: KeyFactsProps) {
  if (rows.length === 0) return null;
  return (
    <section className="key-facts" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{heading}</h2>
      <dl className="key-facts__list">
        {rows.map((row) => (
          <div className="key-facts__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
