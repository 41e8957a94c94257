// The portal navigation: groups of links a person's roles allow (sidebarGroups.ts), the current page
// marked. Rendered on the server; the same list serves the desktop sidebar and the mobile menu.
import type { Translate } from '../../../i18n/t.ts';
import type { SidebarGroup } from './sidebarGroups.ts';

export interface PortalSidebarProps {
  /** Already filtered for the person (visibleGroups). */
  groups: readonly SidebarGroup[];
  current: string | null;
  t: Translate;
  /** Distinguishes the desktop and mobile copies, for heading ids. */
  idPrefix?: string;
  /** A count beside a link (unread messages), by the link's address. */
  counts?: Partial<Record<string, number>>;
}

export function PortalSidebar({ groups, current, t, idPrefix = 'sidebar', counts = {} }: PortalSidebarProps) {
  return (
    <nav className="portal-nav" aria-label={t('portal.sidebar.label')}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        return (
          <section key={group.id} className="portal-nav__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="portal-nav__heading">
              {t(group.label)}
            </h2>
            <ul className="portal-nav__list">
              {group.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                    {t(item.label)}
                    {counts[item.href] ? (
                      <span className="portal-nav__count" aria-label={t('chat.nav.unread', { count: String(counts[item.href]) })}>
                        {counts[item.href]}
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
