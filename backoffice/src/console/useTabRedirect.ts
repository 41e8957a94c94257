import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeForTabQuery } from './tabs.ts';

/** /admin?tab=users opens the Users screen: links from elsewhere name the tab of spec 2.2. */
export function useTabRedirect(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname === '/' ? routeForTabQuery(search) : null;
    if (target && target !== '/') navigate(target, { replace: true });
  }, [pathname, search, navigate]);
}
