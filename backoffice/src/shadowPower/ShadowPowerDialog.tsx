import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { ShadowPowerValues } from '@rentals/core/validation/shadowPower';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { ApiError } from '../dataProvider/rpc.ts';

export interface ShadowPowerTarget {
  affiliate_id: string;
  full_name: string | null;
  /** The existing record, which pre-fills the form (spec 2.10). */
  shadow_power_amount?: number | string | null;
  notes?: string | null;
}

export interface ShadowPowerDialogProps {
  target: ShadowPowerTarget | null;
  /** 'add' (Users tab: above 0 only) or 'configure' (Shadow Power screen: 0 deactivates). */
  mode: 'add' | 'configure';
  onClose: () => void;
}

const NOT_AN_AFFILIATE = 'User must be an affiliate to add shadow power';

/** Shadow power dialog: amount in rupees plus optional notes, saved by set_affiliate_shadow_power. */
export function ShadowPowerDialog({ target, mode, onClose }: ShadowPowerDialogProps) {
  const open = target !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="shadow-power-title"
    >
      {target && (
        <ShadowPowerForm key={target.affiliate_id} target={target} mode={mode} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ShadowPowerForm({
  target,
  mode,
  onClose,
}: {
  target: ShadowPowerTarget;
  mode: 'add' | 'configure';
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: ShadowPowerValues) =>
      dataProvider.setShadowPower(target.affiliate_id, values.shadow_power_amount, values.notes),
    onSuccess: () => {
      notify(mode === 'add' ? 'app.shadow_power_dialog.added' : 'app.shadow_power_dialog.updated', {
        type: 'success',
      });
      // The Shadow Power screen's two lists, and the profile that shows the grant.
      void queryClient.invalidateQueries({ queryKey: ['affiliate_shadow_power'] });
      void queryClient.invalidateQueries({ queryKey: ['affiliate_profiles'] });
      void queryClient.invalidateQueries({ queryKey: ['crm'] });
      onClose();
    },
    onError: (error) => {
      const message =
        error instanceof ApiError && error.message === NOT_AN_AFFILIATE
          ? NOT_AN_AFFILIATE
          : mode === 'add'
            ? 'app.shadow_power_dialog.add_failed'
            : 'app.shadow_power_dialog.save_failed';
      notify(message, { type: 'error' });
    },
  });
  const title =
    mode === 'add'
      ? translate('app.shadow_power_dialog.add_title', {
          name: target.full_name ?? target.affiliate_id,
        })
      : translate('app.shadow_power_dialog.configure_title');
  return (
    <DialogForm
      // The schemas (and zod) load when the form is first checked, not with the screen.
      schema={() =>
        import('@rentals/core/validation/shadowPower').then((m) => (mode === 'add' ? m.addShadowPowerSchema : m.shadowPowerSchema))
      }
      defaultValues={{
        shadow_power_amount:
          target.shadow_power_amount != null ? String(Number(target.shadow_power_amount)) : '',
        notes: target.notes ?? '',
      }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
    >
      <DialogTitle id="shadow-power-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.shadow_power_dialog.affiliate', { affiliate_id: target.affiliate_id })}
            {mode === 'configure' && target.full_name ? ` · ${target.full_name}` : ''}
          </Typography>
          <TextInput
            source="shadow_power_amount"
            label={translate('app.shadow_power_dialog.shadow_power_amount')}
            isRequired
            helperText={`${translate('app.shadow_power_dialog.help')}${mode === 'configure' ? ` ${translate('app.shadow_power_dialog.zero_help')}` : ''}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput
            source="notes"
            label={translate('app.shadow_power_dialog.notes')}
            helperText={false}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.shadow_power_dialog.cancel')}</Button>
        <DialogSaveButton label={translate('app.shadow_power_dialog.save')} />
      </DialogActions>
    </DialogForm>
  );
}
