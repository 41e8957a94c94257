// Shortlist toggle of a listing's page (island, signed-in people only): a pressed/unpressed button
// that saves at once and says what happened.
import './requests.css';
import { useState } from 'react';
import { browserClient } from '../../lib/browserClient.ts';
import { useHydrated } from './useHydrated.ts';
import { clientActions, type PropertyActions } from '../../lib/detail/actions.ts';
import type { ShortlistTexts } from './detailTexts.ts';

export interface ShortlistButtonProps {
  propertyId: string;
  userId: string;
  shortlisted: boolean;
  texts: ShortlistTexts;
  /** Stories pass their own; the page uses the API. */
  actions?: PropertyActions;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string } | { kind: 'failed' };

export function ShortlistButton({ propertyId, userId, shortlisted: initial, texts, actions }: ShortlistButtonProps) {
  const [shortlisted, setShortlisted] = useState(initial);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();
  const toggle = async () => {
    const next = !shortlisted;
    setStatus({ kind: 'saving' });
    try {
      await (actions ?? clientActions(browserClient())).setShortlisted(propertyId, userId, next);
      setShortlisted(next);
      setStatus({ kind: 'done', text: texts[next ? 'detail.shortlist.added' : 'detail.shortlist.removed'] });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };
  return (
    <div className="shortlist">
      <button
        type="button"
        className="shortlist__button"
        aria-pressed={shortlisted}
        disabled={!hydrated || status.kind === 'saving'}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{shortlisted ? '♥' : '♡'}</span> {texts[shortlisted ? 'detail.shortlist.remove' : 'detail.shortlist.add']}
      </button>
      <p className="shortlist__status" role="status">
        {status.kind === 'done' ? status.text : ''}
      </p>
      {status.kind === 'failed' && (
        <p className="shortlist__error" role="alert">
          {texts['detail.shortlist.failed']}
        </p>
      )}
    </div>
  );
}
