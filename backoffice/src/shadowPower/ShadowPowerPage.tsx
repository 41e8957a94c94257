import { ComingSoon } from '../console/ComingSoon.tsx';

export function ShadowPowerPage() {
  return <ComingSoon title="app.menu.shadow-power" message="app.placeholder.screen" />;
}
