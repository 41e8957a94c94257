import { ComingSoon } from '../console/ComingSoon.tsx';

export function AnalyticsPage() {
  return <ComingSoon title="app.menu.analytics" message="app.placeholder.screen" />;
}
