// The errors of a portal form above it, each linking to its field.

/** The errors of a form above it, each linking to its field. */
export function ErrorSummary({
  heading,
  errors,
  idPrefix,
}: {
  heading: string;
  errors: Record<string, string | undefined>;
  idPrefix: string;
}) {
  const list = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (list.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{heading}</strong>
      </p>
      <ul>
        {list.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
