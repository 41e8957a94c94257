// The empty and error states every portal screen has (spec 8 texts come in through the catalogue).
import type { ReactNode } from 'react';
import { Notice } from './Notice.tsx';

export function EmptyState({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {action && (
        <a className="button" href={action.href}>
          {action.label}
        </a>
      )}
    </div>
  );
}

/** An error notice and a way to try again (a plain reload of the page). */
export function ErrorState({ text, retryLabel, retryHref }: { text: string; retryLabel: string; retryHref: string }) {
  return (
    <div className="actions">
      <Notice kind="error" text={text} />
      <a className="button button--ghost" href={retryHref}>
        {retryLabel}
      </a>
    </div>
  );
}

export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="page-heading">
      <h1>{title}</h1>
      {intro && <p className="page-heading__intro">{intro}</p>}
      {children}
    </div>
  );
}
