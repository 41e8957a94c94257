// The page behind an alert email's unsubscribe link: asks before stopping the alerts (a link
// opened by a mail scanner must not unsubscribe anyone), says when they are stopped, or that the
// link names no search. The form posts to the same address, which mail providers post to directly
// (RFC 8058 one-click); neither needs signing in.
import type { Translate } from '../../i18n/t.ts';

export type UnsubscribeState =
  | { status: 'invalid' }
  | { status: 'on'; name: string; action: string }
  | { status: 'off'; name: string };

export function UnsubscribeCard({ state, t }: { state: UnsubscribeState; t: Translate }) {
  return (
    <section className="unsubscribe card" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{t('savedSearches.unsubscribe.title')}</h1>
      {state.status === 'invalid' ? (
        <p role="alert">{t('savedSearches.unsubscribe.invalid')}</p>
      ) : state.status === 'off' ? (
        <p role="status">{t('savedSearches.unsubscribe.done', { name: state.name })}</p>
      ) : (
        <form method="post" action={state.action}>
          <p>{t('savedSearches.unsubscribe.confirm', { name: state.name })}</p>
          <button type="submit" className="button" data-pending-label={t('savedSearches.saving')}>
            {t('savedSearches.unsubscribe.button')}
          </button>
        </form>
      )}
      <p>
        <a href="/portal/user/saved">{t('savedSearches.unsubscribe.manage')}</a>
      </p>
    </section>
  );
}
