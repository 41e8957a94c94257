import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatNumber, formatRupees } from '@rentals/core/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { StatCard, StatGrid } from '../console/StatCard.tsx';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { UserCrm } from '../dataProvider/crm.ts';
import { CrmHeader } from './CrmHeader.tsx';
import { crmMetrics } from './crmModel.ts';
import { CrmRecords } from './CrmRecords.tsx';
import './texts.ts';

export interface UserCrmDialogProps {
  userId: string;
  onClose: () => void;
  onAddRvl: () => void;
  onShadowPower: () => void;
}

/** View CRM (spec 2.3, 2.11): the person's profile, metrics and records in a large dialog. */
export function UserCrmDialog({ userId, onClose, onAddRvl, onShadowPower }: UserCrmDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const dataProvider = useConsoleDataProvider();
  const { data, error } = useQuery({
    queryKey: ['crm', userId],
    queryFn: () => dataProvider.getUserCrm(userId),
  });
  useNotifyOnError(error, 'app.crm.load_failed');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="crm-title"
    >
      <DialogTitle id="crm-title" sx={{ pr: 6 }}>
        {translate('app.crm.title')}
        <IconButton
          aria-label={translate('app.crm.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{translate('app.crm.load_failed')}</Alert>}
        {!data && !error && (
          <Skeleton
            variant="rectangular"
            height={240}
            role="progressbar"
            aria-label={translate('app.part_loading', { part: translate('app.crm.title') })}
          />
        )}
        {data && <CrmContent crm={data} onAddRvl={onAddRvl} onShadowPower={onShadowPower} />}
      </DialogContent>
    </Dialog>
  );
}

function CrmContent({
  crm,
  onAddRvl,
  onShadowPower,
}: {
  crm: UserCrm;
  onAddRvl: () => void;
  onShadowPower: () => void;
}) {
  const translate = useTranslate();
  const m = crmMetrics(crm);
  const label = (key: string) => translate(`app.crm.metrics.${key}`);
  return (
    <Stack spacing={3}>
      <CrmHeader profile={crm.profile} onAddRvl={onAddRvl} onShadowPower={onShadowPower} />
      <StatGrid columns={m.isAffiliate ? 5 : 4}>
        <StatCard
          label={label('total_rvl')}
          value={formatRupees(m.rvl.total)}
          hint={translate('app.crm.metrics.this_month', { amount: formatRupees(m.rvl.thisMonth) })}
        />
        <StatCard
          label={label('total_commissions')}
          value={formatRupees(m.commissions.total)}
          hint={translate('app.crm.metrics.this_month', {
            amount: formatRupees(m.commissions.thisMonth),
          })}
        />
        <StatCard
          label={label('properties')}
          value={formatNumber(m.properties.total)}
          hint={translate('app.crm.metrics.active', { count: m.properties.active })}
        />
        <StatCard
          label={label('member_since')}
          value={formatDate(crm.profile.created_at)}
          hint={translate('app.crm.metrics.days', { count: formatNumber(m.memberDays) })}
        />
        {m.isAffiliate && (
          <StatCard
            label={label('shadow_power')}
            value={formatRupees(crm.shadow_power?.shadow_power_amount ?? 0)}
          />
        )}
      </StatGrid>
      <CrmRecords crm={crm} />
    </Stack>
  );
}
