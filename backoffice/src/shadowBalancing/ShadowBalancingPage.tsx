import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { BrokerShadowList } from './BrokerShadowList.tsx';
import { ShadowBalancingAuditLog } from './ShadowBalancingAuditLog.tsx';

/** Shadow Balancing (Fast Track Advantage): brokers with their settings, and the audit log. */
export default function ShadowBalancingPage() {
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title="Shadow Balancing" />
      <section aria-labelledby="shadow-balancing-brokers">
        <Typography id="shadow-balancing-brokers" variant="h5" component="h1" gutterBottom>
          Shadow Balancing
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          A time-limited advantage of at most 6 months: the broker's stronger leg counts for rank
          qualification. Commission stays based on actual volume.
        </Typography>
        <BrokerShadowList />
      </section>
      <section aria-labelledby="shadow-balancing-audit">
        <Typography id="shadow-balancing-audit" variant="h6" component="h2" gutterBottom>
          Audit Log
        </Typography>
        <ShadowBalancingAuditLog />
      </section>
    </Stack>
  );
}
