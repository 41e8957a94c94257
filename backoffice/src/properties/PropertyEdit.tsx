import { Alert, Stack, Typography } from '@mui/material';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import type { ListingFactsValues } from '@rentals/core/validation/listingFacts';
import { Edit, Loading, Toolbar, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { DialogForm, DialogSaveButton, type FieldMessages } from '../common/DialogForm.tsx';
import { ListError } from '../common/ListStates.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { factsOf, type PropertyFactsRecord } from './factsModel.ts';
import { PropertyFactsInputs } from './PropertyFactsInputs.tsx';
import './factsTexts.ts';

const loadSchema = () => import('@rentals/core/validation/listingFacts').then((m) => m.listingFactsSchema);

function FactsForm() {
  const record = useRecordContext<PropertyFactsRecord>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!record) return null;
  const save = async (facts: ListingFactsValues): Promise<FieldMessages | void> => {
    try {
      const saved = await dataProvider.correctListingFacts(record.id, facts);
      const backToReview = record.verified && !saved.verified;
      notify(backToReview ? 'app.property_facts.saved_to_review' : 'app.property_facts.saved', { type: 'success' });
      redirect('list', 'properties');
    } catch (error) {
      // A range the database holds (a named check) is said beside its field, as core words it.
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      if (refused) return { [refused.field]: refused.message };
      notify('app.property_facts.save_failed', { type: 'error', messageArgs: { reason: serverMessage(error) ?? '' } });
    }
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.property_facts.title', { title: record.title })}
      </Typography>
      <Alert severity="info">{translate('app.property_facts.hint')}</Alert>
      <DialogForm schema={loadSchema} defaultValues={factsOf(record)} onSubmit={save}>
        <PropertyFactsInputs />
        <Toolbar disableGutters sx={{ bgcolor: 'transparent' }}>
          <DialogSaveButton label="app.property_facts.save" />
        </Toolbar>
      </DialogForm>
    </Stack>
  );
}

/**
 * An admin corrects a listing's rental facts (correct_property_facts): the same fields and checks
 * as the owner's listing form, audited; a changed home fact on an approved listing sends it back
 * to review. The rest of a listing is its owner's to edit.
 */
export function PropertyEdit({ id }: { id?: string }) {
  return (
    <Edit<PropertyFactsRecord>
      resource="properties"
      id={id}
      actions={false}
      title="app.property_facts.edit"
      // Said at once rather than after react-admin's second of silence: the screen's own chunk has
      // already kept the admin waiting since the click.
      loading={<Loading loadingSecondary="app.property_facts.loading" timeout={0} />}
      error={<ListError text="app.property_facts.load_failed" />}
    >
      <FactsForm />
    </Edit>
  );
}
