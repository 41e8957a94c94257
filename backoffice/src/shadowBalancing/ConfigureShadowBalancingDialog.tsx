import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { SHADOW_BALANCING_MAX_DAYS } from '@rentals/core/constants';
import { todayIso } from '@rentals/core/dates';
import { failedWith, SHADOW_BALANCING_SAVE_FAILED } from '@rentals/core/messages/adminReviews';
import {
  shadowBalancingAction,
  shadowBalancingSuccessMessage,
} from '@rentals/core/rules/shadowBalancing';
import {
  shadowBalancingFormDefaults,
  shadowBalancingFormSchema,
  type ShadowBalancingFormValues,
} from '@rentals/core/validation/shadowBalancing';
import {
  TextInput,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';
import { addIndianDays, fromIsoDate, indiaToday, toIsoDate } from '../dates/india.ts';
import type { ShadowBalancingMethods } from '../dataProvider/shadowBalancing.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { IndianDateInput } from './IndianDateInput.tsx';
import { earliestStart, endForStart } from './shadowBalancingDialogModel.ts';
import type { BrokerRecord } from './types.ts';
import './texts.ts';

/** 'Configure Shadow Balancing' for one broker: on or off, start, end (at most 183 days later) and reason. */
export function ConfigureShadowBalancingDialog({
  broker,
  onClose,
}: {
  broker: BrokerRecord;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<DataProvider & ShadowBalancingMethods>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const today = todayIso();
  const current = broker.shadow_balancing_enabled ? broker.shadow_balancing_start_date : null;

  const save = async (values: ShadowBalancingFormValues) => {
    try {
      await dataProvider.setShadowBalancing({
        broker_id: broker.id,
        enabled: values.enabled,
        start_date: values.startDate,
        end_date: values.endDate,
        reason: values.reason,
      });
      notify(
        shadowBalancingSuccessMessage(
          shadowBalancingAction(broker.shadow_balancing_enabled, values.enabled),
          broker.name,
        ),
        {
          type: 'success',
        },
      );
      refresh();
      onClose();
    } catch (error) {
      notify(failedWith(SHADOW_BALANCING_SAVE_FAILED, serverMessage(error)), { type: 'error' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="configure-shadow-balancing-title"
    >
      <DialogForm
        schema={shadowBalancingFormSchema(today, current)}
        defaultValues={shadowBalancingFormDefaults(broker, today)}
        onSubmit={save}
      >
        <DialogTitle id="configure-shadow-balancing-title">
          {translate('app.shadow_balancing.configure_title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.shadow_balancing.configure_text', { name: broker.name })}
            </Typography>
            <ShadowBalancingFields broker={broker} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.shadow_balancing.cancel')}</Button>
          <DialogSaveButton label={translate('app.shadow_balancing.save')} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

/** The switch, and with it on the dates and the reason. */
function ShadowBalancingFields({ broker }: { broker: BrokerRecord }) {
  const translate = useTranslate();
  const { setValue, getValues, getFieldState, formState } = useFormContext();
  const enabled = useController({ name: 'enabled' });
  const startDay = fromIsoDate(useWatch({ name: 'startDate' }) as string | null);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(enabled.field.value)}
            onChange={(e) => enabled.field.onChange(e.target.checked)}
          />
        }
        label={translate('app.shadow_balancing.enable')}
      />
      {enabled.field.value && (
        <>
          <IndianDateInput
            source="startDate"
            label={translate('app.shadow_balancing.start_date')}
            minDate={earliestStart(broker, indiaToday())}
            onDayChange={(day) => {
              const moved = toIsoDate(endForStart(day, fromIsoDate(getValues('endDate') as string | null)));
              if (moved !== getValues('endDate')) {
                setValue('endDate', moved, {
                  shouldValidate: formState.isSubmitted || getFieldState('endDate').invalid,
                });
              }
            }}
          />
          <IndianDateInput
            source="endDate"
            label={translate('app.shadow_balancing.end_date')}
            minDate={startDay ?? undefined}
            maxDate={startDay ? addIndianDays(startDay, SHADOW_BALANCING_MAX_DAYS) : undefined}
          />
          <TextInput
            source="reason"
            label={translate('app.shadow_balancing.reason')}
            isRequired
            multiline
            minRows={2}
            helperText={false}
          />
        </>
      )}
    </>
  );
}
