import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import {
  APPLICATION_APPROVE_FAILED,
  failedWith,
  PROPERTY_CONFIGURED,
} from '@rentals/core/messages/adminReviews';
import { statusLabel } from '@rentals/core/rules/status';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import {
  managedPropertyConfigSchema,
  type ManagedPropertyConfig,
  PAYMENT_MODES,
  SECURITY_DEPOSIT_TYPES,
} from '@rentals/core/validation/managedProperty';
import type { Dayjs } from 'dayjs';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';
import { fromIsoDate } from '../dates/india.ts';
import type { ManagedRentalsMethods } from '../dataProvider/managedRentals.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { IndianDateInput } from '../shadowBalancing/IndianDateInput.tsx';
import { configDefaults, type ConfigForm } from './approveConfigureModel.ts';
import type { ApplicationRecord } from './types.ts';
import './texts.ts';

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
  const refresh = useRefresh();
  const defaults = configDefaults(application);

  const save = async (config: ManagedPropertyConfig) => {
    try {
      await dataProvider.approveAndConfigureManagedProperty(application.id, config);
      notify(PROPERTY_CONFIGURED, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      notify(failedWith(APPLICATION_APPROVE_FAILED, refused?.message ?? serverMessage(error)), {
        type: 'error',
      });
      if (refused && refused.field in defaults) return { [refused.field]: refused.message };
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="approve-configure-title"
    >
      <DialogForm schema={managedPropertyConfigSchema} defaultValues={defaults} onSubmit={save}>
        <DialogTitle id="approve-configure-title">
          {translate('app.managed_rentals.configure.title')}
        </DialogTitle>
        <DialogContent>
          <ConfigureFields />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.managed_rentals.cancel')}</Button>
          <DialogSaveButton label={translate('app.managed_rentals.approve_configure')} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

function ConfigureFields() {
  const translate = useTranslate();
  const labelOf = (field: string, english: string) =>
    translate(`app.managed_rentals.configure.fields.${field}`, { _: english });
  const leaseStart = useWatch<ConfigForm, 'lease_start_date'>({ name: 'lease_start_date' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {[...FIELDS, ...TERMS].map(([field, label, type]) => (
        <ConfigField
          key={field}
          name={field}
          label={labelOf(field, label)}
          type={type === 'money' ? 'text' : type}
          slotProps={type === 'money' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
        />
      ))}
      <ConfigField
        name="security_deposit_type"
        label={labelOf('security_deposit_type', 'Security Deposit Type')}
        options={SECURITY_DEPOSIT_TYPES}
      />
      <ConfigField
        name="payment_mode"
        label={labelOf('payment_mode', 'Payment Mode')}
        options={PAYMENT_MODES}
      />
      <ConfigDate name="lease_start_date" label={labelOf('lease_start_date', 'Lease Start Date')} />
      {/* RVL months are marked paid up to the lease end, so an approval names one. */}
      <ConfigDate
        name="lease_end_date"
        label={labelOf('lease_end_date', 'Lease End Date')}
        minDate={fromIsoDate(leaseStart) ?? undefined}
        required
      />
    </Stack>
  );
}

/** Core's validation texts, in the console's language. */
function useSay() {
  const translate = useTranslate();
  return (message: string | undefined) => message && translate(message, { _: message });
}

function ConfigField({
  name,
  label,
  type,
  slotProps,
  options,
}: {
  name: keyof ConfigForm;
  label: string;
  type?: string;
  slotProps?: TextFieldProps['slotProps'];
  options?: readonly string[];
}) {
  const say = useSay();
  const { field, fieldState } = useController<ConfigForm>({ name });
  return (
    <TextField
      select={Boolean(options)}
      label={label}
      type={type}
      slotProps={slotProps}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={say(fieldState.error?.message)}
      fullWidth
    >
      {options?.map((o) => (
        <MenuItem key={o} value={o}>
          {statusLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ConfigDate({
  name,
  label,
  minDate,
  required,
}: {
  name: 'lease_start_date' | 'lease_end_date';
  label: string;
  minDate?: Dayjs | undefined;
  required?: boolean;
}) {
  return (
    <IndianDateInput<ConfigForm> source={name} label={label} minDate={minDate} required={required} empty="" />
  );
}
