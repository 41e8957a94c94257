import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { addRvlSchema, type AddRvlValues } from '@rentals/core/validation/addRvl';
import {
  REQUIRED_FIELDS_DESCRIPTION,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_TITLE,
} from '@rentals/core/validation/messages';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DialogForm, DialogSaveButton, useFocusRef } from '../common/DialogForm.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { AddRvlFields } from './AddRvlFields.tsx';
import { EMPTY_ADD_RVL, type AddRvlForm } from './addRvlModel.ts';

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
  const save = useMutation({
    mutationFn: (application: Parameters<typeof dataProvider.addRvl>[1]) =>
      dataProvider.addRvl(target.id, application),
    onSuccess: () => {
      notify('app.add_rvl.success', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['crm', target.id] });
      onClose();
    },
    onError: () => notify('app.add_rvl.failed', { type: 'error' }),
  });
  return (
    <DialogForm
      schema={addRvlSchema}
      // The amenities are core's names; the form holds them as the checkboxes give them.
      defaultValues={EMPTY_ADD_RVL as unknown as Partial<AddRvlValues>}
      onSubmit={async (values) => {
        // The locked value is computed again by the database.
        const { rental_value_locked: _locked, ...application } = values;
        try {
          await save.mutateAsync(application);
        } catch (error) {
          // A value the database refuses goes beside its field; the toast stays spec 8's.
          const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
          // The database names a listing's field; the application calls the city property_location.
          const field = refused?.field === 'city' ? 'property_location' : refused?.field;
          if (refused && field && field in EMPTY_ADD_RVL) return { [field]: refused.message };
        }
      }}
    >
      <DialogTitle id="add-rvl-title">
        {translate('app.add_rvl.title', { name: target.full_name ?? target.email ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <AddRvlFormFields />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.add_rvl.cancel')}</Button>
        <DialogSaveButton label={translate('app.add_rvl.submit')} />
      </DialogActions>
    </DialogForm>
  );
}

/** The fields bound to the form: values and messages from it, changes and focus back to it. */
function AddRvlFormFields() {
  const notify = useNotify();
  const { setValue, formState } = useFormContext<AddRvlForm>();
  const { errors, submitCount, isSubmitted } = formState;
  const form = useWatch<AddRvlForm>() as AddRvlForm;
  const fieldRef = useFocusRef<AddRvlForm>();
  const missingRequired = Object.values(errors).some(
    (error) => error?.message === REQUIRED_FIELDS_MESSAGE,
  );
  // Spec 8's toast for a save without the required fields, once per attempt.
  useEffect(() => {
    if (submitCount > 0 && missingRequired)
      notify(`${REQUIRED_FIELDS_TITLE} - ${REQUIRED_FIELDS_DESCRIPTION}`, { type: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per attempt, not per keystroke
  }, [submitCount]);
  const messages = Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, error?.message]),
  ) as Partial<Record<keyof AddRvlForm, string>>;
  return (
    <AddRvlFields
      form={form}
      errors={messages}
      fieldRef={fieldRef}
      onChange={(patch) => {
        for (const [name, value] of Object.entries(patch) as [keyof AddRvlForm, string][]) {
          setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
        }
      }}
    />
  );
}
