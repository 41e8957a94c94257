import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shadowBalancingDaysLeft, shadowBalancingState } from '@rentals/core/rules/shadowBalancing';
import type { BrokerRecord } from './types.ts';
import './texts.ts';

/** Enabled or Disabled, with Expired (end date past) or Expiring Soon (1 to 7 days left) by core's rules. */
export function ShadowBalancingStatus({ broker, today }: { broker: BrokerRecord; today: string }) {
  const translate = useTranslate();
  const state = shadowBalancingState(broker, today);
  const left = shadowBalancingDaysLeft(broker, today);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={translate(
          broker.shadow_balancing_enabled
            ? 'app.shadow_balancing.enabled'
            : 'app.shadow_balancing.disabled',
        )}
        color={broker.shadow_balancing_enabled ? 'success' : 'default'}
        variant={broker.shadow_balancing_enabled ? 'filled' : 'outlined'}
      />
      {state === 'expired' && <Chip size="small" color="error" label={translate('app.shadow_balancing.expired')} />}
      {state === 'expiring_soon' && (
        <>
          <Chip size="small" color="warning" label={translate('app.shadow_balancing.expiring_soon')} />
          {/* In the text, not a hover title: keyboards, touch and screen readers get it too. */}
          <Typography variant="caption" sx={{ alignSelf: 'center' }}>
            {translate('app.shadow_balancing.days_left', { smart_count: left })}
          </Typography>
        </>
      )}
    </Stack>
  );
}
