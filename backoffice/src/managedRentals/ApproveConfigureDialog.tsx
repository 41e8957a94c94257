import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  APPLICATION_APPROVE_FAILED,
  failedWith,
  PROPERTY_CONFIGURED,
} from '@rentals/core/messages/adminReviews';
import { statusLabel } from '@rentals/core/rules/status';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { PAYMENT_MODES, SECURITY_DEPOSIT_TYPES } from '@rentals/core/validation/managedProperty';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { BusyButton } from '../common/BusyButton.tsx';
import { fromIsoDate, toIsoDate } from '../dates/india.ts';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { IndianDatePicker } from '../shadowBalancing/IndianDatePicker.tsx';
import { configDefaults, parseConfig, type ConfigForm } from './approveConfigureModel.ts';
import type { ApplicationRecord } from './types.ts';

// Amounts are text read by core's parser: a number input takes '1e3' and refuses '12,00,000'.
const FIELDS: [keyof ConfigForm, string, 'text' | 'number' | 'money'][] = [
  ['property_name', 'Property Name', 'text'],
  ['owner_name', 'Owner Name', 'text'],
  ['monthly_rent', 'Monthly Rent (₹)', 'money'],
  ['security_deposit_company', 'Security Deposit (₹)', 'money'],
  ['monthly_rent_payment_date', 'Monthly Rent Payment Date (1-31)', 'number'],
  ['rvl_amount', 'RVL Amount (₹)', 'money'],
  ['affiliate_name', 'Affiliate Name', 'text'],
  ['affiliate_id', 'Affiliate ID', 'text'],
];

/** The company's terms: the admin's to set here, never the applicant's (spec 2.9). */
const TERMS: [keyof ConfigForm, string, 'text' | 'number'][] = [
  ['commission_percentage', 'Commission (%)', 'number'],
  ['management_fee_percentage', 'Management Fee (%)', 'number'],
  ['guaranteed_rent_amount', 'Guaranteed Rent (₹)', 'number'],
  ['contract_type', 'Contract Type', 'text'],
];

/** 'Approve & Configure Property': the application is approved and its managed property created in one step. */
export function ApproveConfigureDialog({
  application,
  onClose,
}: {
  application: ApplicationRecord;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<DataProvider & ManagedRentalsMethods>();
  const notify = useNotify();
  const translate = useTranslate();
  const labelOf = (field: string, english: string) =>
    translate(`app.managed_rentals.configure.fields.${field}`, { _: english });
  // Core's validation texts, in the console's language.
  const say = (message: string | undefined) => message && translate(message, { _: message });
  const refresh = useRefresh();
  const [form, setForm] = useState(() => configDefaults(application));
  const [errors, setErrors] = useState<Partial<ConfigForm>>({});
  const set = (field: keyof ConfigForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const save = async () => {
    const { config, errors: found } = parseConfig(form);
    setErrors(found);
    if (!config) return;
    try {
      await dataProvider.approveAndConfigureManagedProperty(application.id, config);
      notify(PROPERTY_CONFIGURED, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      if (refused && refused.field in form) setErrors({ [refused.field]: refused.message });
      notify(failedWith(APPLICATION_APPROVE_FAILED, refused?.message ?? serverMessage(error)), { type: 'error' });
    }
  };

  const select = (field: keyof ConfigForm, label: string, options: readonly string[]) => (
    <TextField
      select
      label={labelOf(field, label)}
      value={form[field]}
      onChange={(e) => set(field)(e.target.value)}
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {statusLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="approve-configure-title"
    >
      <DialogTitle id="approve-configure-title">
        {translate('app.managed_rentals.configure.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {[...FIELDS, ...TERMS].map(([field, label, type]) => (
            <TextField
              key={field}
              label={labelOf(field, label)}
              type={type === 'money' ? 'text' : type}
              slotProps={type === 'money' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
              value={form[field]}
              onChange={(e) => set(field)(e.target.value)}
              error={Boolean(errors[field])}
              helperText={say(errors[field])}
              fullWidth
            />
          ))}
          {select('security_deposit_type', 'Security Deposit Type', SECURITY_DEPOSIT_TYPES)}
          {select('payment_mode', 'Payment Mode', PAYMENT_MODES)}
          <IndianDatePicker
            label={labelOf('lease_start_date', 'Lease Start Date')}
            value={fromIsoDate(form.lease_start_date)}
            onChange={(d) => set('lease_start_date')(toIsoDate(d) ?? '')}
            error={say(errors.lease_start_date)}
          />
          <IndianDatePicker
            label={labelOf('lease_end_date', 'Lease End Date')}
            value={fromIsoDate(form.lease_end_date)}
            minDate={fromIsoDate(form.lease_start_date) ?? undefined}
            onChange={(d) => set('lease_end_date')(toIsoDate(d) ?? '')}
            error={say(errors.lease_end_date)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.managed_rentals.cancel')}</Button>
        <BusyButton variant="contained" onClick={save}>
          {translate('app.managed_rentals.approve_configure')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
