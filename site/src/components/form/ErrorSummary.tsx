// The box above a form that came back refused: what went wrong, with a link to each wrong field.
export interface ErrorSummaryProps {
  heading: string;
  /** A problem with the whole form, or the general "fix the fields" line. */
  message: string;
  /** Field errors in form order: [id of the control, message]. */
  fields?: readonly (readonly [string, string])[];
}

export function ErrorSummary({ heading, message, fields = [] }: ErrorSummaryProps) {
  return (
    <div className="form-summary" role="alert">
      <h3>{heading}</h3>
      <p>{message}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map(([id, text]) => (
            <li key={id}>
              <a href={`#${id}`}>{text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
