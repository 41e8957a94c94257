import { ComingSoon } from '../console/ComingSoon.tsx';

export function UsersPage() {
  return <ComingSoon title="app.menu.users" message="app.placeholder.screen" />;
}
