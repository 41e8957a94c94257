// The portal header (spec 2.13): sidebar toggle, greeting by the time of day in India, the role
// badge by priority (spec 6), "Post property free", the other language and sign out. The toggle is a form, so it works before any script;
// sidebarToggle.ts turns it into an instant switch and adds Ctrl or Cmd + B.
import type { GreetingPeriod } from '@rentals/core/rules/greeting';
import { headerRole } from '@rentals/core/rules/roles';
import type { Translate } from '../../../i18n/t.ts';
import { Badge } from '../ui/Badge.tsx';
import { PostPropertyLink } from '../../shell/PostPropertyLink.tsx';

export interface PortalHeaderProps {
  period: GreetingPeriod;
  name: string | null;
  roles: readonly string[];
  sidebarOpen: boolean;
  /** Path and query of this page, where the toggle form comes back to. */
  here: string;
  t: Translate;
  /** The link to the other language (its name in itself), which also saves the choice on the profile. */
  language?: { href: string; name: string; lang: string };
}

export function PortalHeader({ period, name, roles, sidebarOpen, here, t, language }: PortalHeaderProps) {
  const badge = headerRole(roles);
  const roleLabel = t(`portal.role.${badge.role}`);
  return (
    <header className="portal-header">
      <form method="post" action="/portal/sidebar" className="portal-header__toggle">
        <input type="hidden" name="open" value={sidebarOpen ? 'false' : 'true'} />
        <input type="hidden" name="next" value={here} />
        <button
          type="submit"
          className="icon-button"
          data-sidebar-toggle=""
          aria-controls="portal-sidebar"
          aria-expanded={sidebarOpen}
          aria-keyshortcuts="Control+B Meta+B"
          title={`${t('portal.sidebar.toggle')} (${t('portal.sidebar.shortcut')})`}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="M9 4v16" />
          </svg>
          <span className="visually-hidden">{t('portal.sidebar.toggle')}</span>
        </button>
      </form>
      <p className="portal-header__greeting">{t(`portal.greeting.${period}`, { name: name || t('portal.greeting.fallbackName') })}</p>
      <span className="portal-header__role">
        <span className="visually-hidden">{t('portal.roleBadge')} </span>
        <Badge variant={badge.variant}>{roleLabel}</Badge>
      </span>
      <PostPropertyLink t={t} size="compact" />
      {language && (
        <a className="button button--ghost button--small" href={language.href} lang={language.lang} hrefLang={language.lang} rel="nofollow">
          {language.name}
        </a>
      )}
      <form method="post" action="/portal/sign-out">
        <button type="submit" className="button button--ghost button--small">
          {t('portal.signOut')}
        </button>
      </form>
    </header>
  );
}
