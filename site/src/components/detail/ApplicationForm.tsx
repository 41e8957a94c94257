// "Apply to rent" on a listing's page (island, signed-in people only): a move-in date from today on
// and a few words about the applicant; the application goes straight to property_applications.
// An open application is shown instead of the form.
import './requests.css';
import { formatDate } from '@rentals/core/format';
import { applicationSchema } from '@rentals/core/validation/propertyRequests';
import { browserClient } from '../../lib/browserClient.ts';
import { clientActions, type PropertyActions } from '../../lib/detail/actions.ts';
import type { OpenApplication } from '../../lib/detail/personal.ts';
import { FormField } from '../form/FormField.tsx';
import { useRequestForm } from './useRequestForm.ts';
import { fill, type ApplyTexts } from './detailTexts.ts';

export interface ApplicationFormProps {
  propertyId: string;
  userId: string;
  /** India's date, from the server. */
  today: string;
  existing: OpenApplication | null;
  texts: ApplyTexts;
  actions?: PropertyActions;
}

export function ApplicationForm({ propertyId, userId, today, existing, texts, actions }: ApplicationFormProps) {
  const form = useRequestForm(applicationSchema(today), texts, (application) =>
    (actions ?? clientActions(browserClient())).apply(propertyId, userId, application),
  );
  const { errors, sent } = form;

  if (sent) {
    return (
      <p className="request__done" role="status">
        {texts['detail.apply.sent']}
      </p>
    );
  }
  if (existing) {
    return (
      <p className="request__done" role="status">
        {fill(texts['detail.apply.existing'], {
          date: formatDate(existing.created_at),
          moveIn: formatDate(existing.move_in_date),
          status: texts[existing.status === 'approved' ? 'detail.status.approved' : 'detail.status.pending'],
        })}
      </p>
    );
  }

  return (
    <form className="request" noValidate onSubmit={form.onSubmit} aria-labelledby="apply-heading">
      <FormField id="apply-move_in_date" name="move_in_date" label={texts['detail.apply.moveIn']} error={errors.move_in_date}>
        {(props) => <input {...props} type="date" min={today} required />}
      </FormField>
      <FormField id="apply-notes" name="notes" label={texts['detail.apply.notes']} hint={texts['detail.apply.notesHint']} error={errors.notes}>
        {(props) => <textarea {...props} rows={3} maxLength={1000} />}
      </FormField>
      {(form.failed || form.duplicate) && (
        <p className="request__error" role="alert">
          {texts[form.duplicate ? 'detail.apply.duplicate' : 'detail.apply.failed']}
        </p>
      )}
      <button className="form-submit" type="submit" disabled={form.submitDisabled}>
        {texts[form.sending ? 'detail.apply.sending' : 'detail.apply.submit']}
      </button>
    </form>
  );
}
