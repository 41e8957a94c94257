import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TwoLines } from '../common/TwoLines.tsx';
import { useStatusLabel } from '../console/codeLabels.ts';
import type { RegistrationRecord } from './types.ts';

/** The broker's name, with phone and city under it: two brokers may share a name. */
export function BrokerCell({ record }: { record: RegistrationRecord }) {
  if (!record.broker_name) return <>—</>;
  const details = [record.broker_phone, record.broker_city].filter(Boolean).join(' · ');
  return <TwoLines primary={record.broker_name} secondary={details} maxWidth={220} />;
}

/** The provider by its name ('Bank Transfer'), not its code. */
export function ProviderCell({ provider }: { provider: string }) {
  const statusLabel = useStatusLabel();
  return <>{statusLabel(provider)}</>;
}

/**
 * The payment reference, flagged when another payment carries it too or when a provider that has
 * one left it out: activation refuses a reference already settled and a missing one.
 */
export function ReferenceCell({ record }: { record: RegistrationRecord }) {
  const translate = useTranslate();
  const missing = !record.provider_payment_id && record.provider !== 'cash';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Typography variant="body2" noWrap sx={{ maxWidth: 160 }} title={record.provider_payment_id ?? undefined}>
        {record.provider_payment_id ?? '—'}
      </Typography>
      {record.reference_repeated && (
        <Chip size="small" color="warning" label={translate('app.broker_registrations.reference_repeated')} />
      )}
      {missing && <Chip size="small" color="warning" label={translate('app.broker_registrations.reference_missing')} />}
    </Stack>
  );
}

/** The payment's status in a chip of its colour. */
export function StatusCell({ status }: { status: RegistrationRecord['status'] }) {
  const statusLabel = useStatusLabel();
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={status === 'succeeded' ? 'success' : status === 'failed' ? 'error' : 'warning'}
    />
  );
}
