import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ActiveShadowPowers } from './ActiveShadowPowers.tsx';
import { AffiliatesList } from './AffiliatesList.tsx';
import { ShadowPowerDialog, type ShadowPowerTarget } from './ShadowPowerDialog.tsx';

/** Shadow Power Management (spec 2.10): active grants with Edit, affiliates with Add/Edit, the Configure dialog. */
export function ShadowPowerPage() {
  const translate = useTranslate();
  const [target, setTarget] = useState<ShadowPowerTarget | null>(null);
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.shadow_power.title')} />
      <div>
        <Typography component="h1" variant="h5">
          {translate('app.shadow_power.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.shadow_power.subtitle')}</Typography>
      </div>
      <ActiveShadowPowers onEdit={setTarget} />
      <AffiliatesList onConfigure={setTarget} />
      <ShadowPowerDialog target={target} mode="configure" onClose={() => setTarget(null)} />
    </Stack>
  );
}
