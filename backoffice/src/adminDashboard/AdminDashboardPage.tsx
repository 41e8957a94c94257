import { ComingSoon } from '../console/ComingSoon.tsx';

export function AdminDashboardPage() {
  return <ComingSoon title="app.menu.admin-dashboard" message="app.placeholder.screen" />;
}
