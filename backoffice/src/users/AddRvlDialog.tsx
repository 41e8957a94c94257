import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  REQUIRED_FIELDS_DESCRIPTION,
  REQUIRED_FIELDS_TITLE,
} from '@rentals/core/validation/messages';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useBusy } from '../common/useBusy.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { AddRvlFields } from './AddRvlFields.tsx';
import { EMPTY_ADD_RVL, readAddRvl, type AddRvlForm } from './addRvlModel.ts';

export interface RvlTarget {
  id: string;
  full_name: string | null;
  email: string | null;
}

/** Add RVL (spec 2.3): a managed rental for the person, saved as approved with its locked value. */
export function AddRvlDialog({
  target,
  onClose,
}: {
  target: RvlTarget | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="add-rvl-title"
    >
      {target && <AddRvlForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function AddRvlForm({ target, onClose }: { target: RvlTarget; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AddRvlForm>(EMPTY_ADD_RVL);
  const [errors, setErrors] = useState<Partial<Record<keyof AddRvlForm, string>>>({});
  const save = useMutation({
    mutationFn: (application: Parameters<typeof dataProvider.addRvl>[1]) =>
      dataProvider.addRvl(target.id, application),
    onSuccess: () => {
      notify('app.add_rvl.success', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['crm', target.id] });
      onClose();
    },
    onError: (error) => {
      // A value the database refuses goes beside its field; the toast stays spec 8's.
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      // The database names a listing's field; the application calls the city property_location.
      const field = refused?.field === 'city' ? 'property_location' : refused?.field;
      if (refused && field && field in form) setErrors({ [field]: refused.message });
      notify('app.add_rvl.failed', { type: 'error' });
    },
  });
  const [send, sending] = useBusy((application: Parameters<typeof dataProvider.addRvl>[1]) =>
    save.mutateAsync(application),
  );
  const submit = () => {
    const result = readAddRvl(form);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.missingRequired)
        notify(`${REQUIRED_FIELDS_TITLE} - ${REQUIRED_FIELDS_DESCRIPTION}`, { type: 'error' });
      return;
    }
    setErrors({});
    void send(result.application);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <DialogTitle id="add-rvl-title">
        {translate('app.add_rvl.title', { name: target.full_name ?? target.email ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <AddRvlFields
          form={form}
          errors={errors}
          onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.add_rvl.cancel')}</Button>
        <Button type="submit" variant="contained" loading={sending} aria-busy={sending}>
          {translate('app.add_rvl.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
