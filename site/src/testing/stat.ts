// The figure of a stat card (a <div> holding a <dt> and its <dd>), found by its term.
import { within } from '@testing-library/react';

/** The figure beside a term, the term plain or a link: stat('Properties') → '2'. */
export function stat(term: string, container: HTMLElement = document.body): string | undefined {
  return (
    within(container).getByText(term, { selector: 'dt, dt a' }).closest('div')?.querySelector('dd')
      ?.textContent ?? undefined
  );
}
