// A wide table that scrolls sideways on a phone. The box takes keyboard focus and has a name, so
// keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to be scrolled by keyboard
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
