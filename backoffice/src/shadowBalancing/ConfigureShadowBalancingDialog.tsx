import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { SHADOW_BALANCING_MAX_DAYS } from '@rentals/core/constants';
import { todayIso } from '@rentals/core/dates';
import { failedWith, SHADOW_BALANCING_SAVE_FAILED } from '@rentals/core/messages/adminReviews';
import {
  shadowBalancingAction,
  shadowBalancingSuccessMessage,
} from '@rentals/core/rules/shadowBalancing';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { addIndianDays, indiaToday } from '../dates/india.ts';
import type { ShadowBalancingMethods } from '../dataProvider/shadowBalancing.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { IndianDatePicker } from './IndianDatePicker.tsx';
import {
  earliestStart,
  initialState,
  validate,
  withStart,
  type DialogErrors,
} from './shadowBalancingDialogModel.ts';
import type { BrokerRecord } from './types.ts';

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
  // Core's validation texts, in the console's language.
  const say = (message: string | undefined) => message && translate(message, { _: message });
  const refresh = useRefresh();
  const today = todayIso();
  const [state, setState] = useState(() => initialState(broker, today));
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { values, errors: found } = validate(state, broker, today);
    setErrors(found);
    if (!values) return;
    setSaving(true);
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
    } finally {
      setSaving(false);
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
      <DialogTitle id="configure-shadow-balancing-title">
        {translate('app.shadow_balancing.configure_title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.shadow_balancing.configure_text', { name: broker.name })}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={state.enabled}
                onChange={(e) => setState({ ...state, enabled: e.target.checked })}
              />
            }
            label={translate('app.shadow_balancing.enable')}
          />
          {state.enabled && (
            <>
              <IndianDatePicker
                label={translate('app.shadow_balancing.start_date')}
                value={state.start}
                minDate={earliestStart(broker, indiaToday())}
                onChange={(start) => setState(withStart(state, start))}
                error={say(errors.startDate)}
              />
              <IndianDatePicker
                label={translate('app.shadow_balancing.end_date')}
                value={state.end}
                minDate={state.start ?? undefined}
                maxDate={
                  state.start ? addIndianDays(state.start, SHADOW_BALANCING_MAX_DAYS) : undefined
                }
                onChange={(end) => setState({ ...state, end })}
                error={say(errors.endDate)}
              />
              <TextField
                label={translate('app.shadow_balancing.reason')}
                required
                multiline
                minRows={2}
                value={state.reason}
                onChange={(e) => setState({ ...state, reason: e.target.value })}
                error={Boolean(errors.reason)}
                helperText={say(errors.reason)}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.shadow_balancing.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('app.shadow_balancing.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
