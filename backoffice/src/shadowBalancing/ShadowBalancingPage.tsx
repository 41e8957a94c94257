import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BrokerShadowList } from './BrokerShadowList.tsx';
import { ShadowBalancingAuditLog } from './ShadowBalancingAuditLog.tsx';
import './texts.ts';

/** Shadow Balancing (Fast Track Advantage): brokers with their settings, and the audit log. */
export default function ShadowBalancingPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('app.shadow_balancing.title')} />
      <section aria-labelledby="shadow-balancing-brokers">
        <Typography id="shadow-balancing-brokers" variant="h5" component="h1" gutterBottom>
          {translate('app.shadow_balancing.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.shadow_balancing.intro')}
        </Typography>
        <BrokerShadowList />
      </section>
      <section aria-labelledby="shadow-balancing-audit">
        <Typography id="shadow-balancing-audit" variant="h6" component="h2" gutterBottom>
          {translate('app.shadow_balancing.audit_log')}
        </Typography>
        <ShadowBalancingAuditLog />
      </section>
    </Stack>
  );
}
