import { ComingSoon } from '../console/ComingSoon.tsx';

export function DashboardPage() {
  return <ComingSoon title="app.menu.dashboard" message="app.placeholder.screen" />;
}
