// Shortlist, visit, apply and report on a listing's page: one island, so the page's HTML is the
// same for everyone and a CDN can keep it. The server renders both the sign-in links and a loading
// line, each marked data-session (SessionHint shows the one that fits the browser's cookies before
// any script runs). Once hydrated, a visitor keeps the links; a browser holding a session reads the
// person's state with their own session (row-level security) and shows the forms, or the pointer to
// their leads when the listing is theirs. The API client and the forms are loaded only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PropertyActions } from '../../lib/detail/actions.ts';
import type { PersonalSource, PersonalView } from '../../lib/detail/personal.ts';
import { hasSessionIn } from '../shell/sessionHint.ts';
import type { ActionsTexts } from './detailTexts.ts';
import { useHydrated } from './useHydrated.ts';

const SignedInActions = lazy(() => import('./SignedInActions.tsx'));

/** The page's source: the session cookie, then the API through the browser's client. */
const browserSource: PersonalSource = {
  hasSession: () => hasSessionIn(document.cookie),
  load: async (propertyId) => (await import('../../lib/detail/browserPersonal.ts')).loadPersonalView(propertyId),
};

export interface SignInLinks {
  actions: string;
  visit: string;
  apply: string;
  report: string;
}

export interface PropertyActionsIslandProps {
  propertyId: string;
  /** India's date, from the server. */
  today: string;
  /** The sign-in page for each step, coming back to it on this listing's address. */
  signIn: SignInLinks;
  texts: ActionsTexts;
  /** Stories pass their own; the page reads the browser's session and the API. */
  source?: PersonalSource;
  actions?: PropertyActions;
}

type Loaded = { kind: 'failed' } | { kind: 'ready'; view: PersonalView | null };

export function PropertyActionsIsland({ propertyId, today, signIn, texts, source = browserSource, actions }: PropertyActionsIslandProps) {
  // Until hydrated the island is what the server rendered: both states, the cookies choosing.
  const hydrated = useHydrated();
  const session = hydrated && source.hasSession();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!session) return;
    let current = true;
    source.load(propertyId).then(
      (view) => {
        if (current) setLoaded({ kind: 'ready', view });
      },
      () => {
        if (current) setLoaded({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [session, source, propertyId, attempt]);
  const retry = () => {
    setLoaded(null);
    setAttempt((count) => count + 1);
  };
  const state = !hydrated
    ? 'unknown'
    : !session || (loaded?.kind === 'ready' && loaded.view === null)
      ? 'signed-out'
      : (loaded?.kind ?? 'loading');

  const loading = (
    <p className="actions__loading" role="status">
      {texts['detail.actions.loading']}
    </p>
  );
  switch (state) {
    case 'unknown':
      // The server's HTML and the first render: both, the browser's cookies choosing (SessionHint).
      return (
        <>
          <div data-session="out">
            <SignInActions signIn={signIn} texts={texts} />
          </div>
          <div data-session="in">{loading}</div>
        </>
      );
    case 'signed-out':
      return <SignInActions signIn={signIn} texts={texts} />;
    case 'loading':
      return loading;
    case 'failed':
      return (
        <div className="actions__failed">
          <p role="alert">{texts['detail.actions.failed']}</p>
          <button type="button" className="button button--small" onClick={retry}>
            {texts['detail.actions.retry']}
          </button>
        </div>
      );
    case 'ready': {
      const view = (loaded as { kind: 'ready'; view: PersonalView }).view;
      return view.kind === 'own' ? (
        <p>
          {texts['detail.actions.own']} <a href="/portal/user/my-properties">{texts['detail.actions.myProperties']}</a>
        </p>
      ) : (
        <Suspense fallback={loading}>
          <SignedInActions propertyId={propertyId} userId={view.userId} today={today} personal={view.state} texts={texts} actions={actions} />
        </Suspense>
      );
    }
  }
}

function SignInActions({ signIn, texts }: { signIn: SignInLinks; texts: ActionsTexts }) {
  return (
    <>
      <p>{texts['detail.actions.signIn']}</p>
      <ul className="actions__links">
        <li>
          <a href={signIn.actions}>{texts['detail.actions.shortlist']}</a>
        </li>
        <li>
          <a href={signIn.visit}>{texts['detail.actions.visit']}</a>
        </li>
        <li>
          <a href={signIn.apply}>{texts['detail.actions.apply']}</a>
        </li>
      </ul>
      <p className="report">
        <a href={signIn.report}>{texts['owners.report.signIn']}</a>
      </p>
    </>
  );
}
