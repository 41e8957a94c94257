// "Apply to rent" on a listing's page (island, signed-in people only): a move-in date from today on
// and a few words about the applicant; the application goes straight to property_applications.
// An open application is shown instead of the form.
import './requests.css';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@rentals/core/format';
import { applicationSchema, type Application } from '@rentals/core/validation/propertyRequests';
import { browserClient } from '../../lib/browserClient.ts';
import { clientActions, type PropertyActions } from '../../lib/detail/actions.ts';
import { requestFieldErrors } from '../../lib/detail/fieldErrors.ts';
import type { OpenApplication } from '../../lib/detail/personal.ts';
import { FormField } from '../form/FormField.tsx';
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

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed' };

export function ApplicationForm({ propertyId, userId, today, existing, texts, actions }: ApplicationFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sent, setSent] = useState<Application | null>(null);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = applicationSchema(today).safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const keys = requestFieldErrors(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, texts[key]])));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await (actions ?? clientActions(browserClient())).apply(propertyId, userId, parsed.data);
      setSent(parsed.data);
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <form className="request" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="apply-heading">
      <FormField idPrefix="apply" name="move_in_date" label={texts['detail.apply.moveIn']} error={errors.move_in_date}>
        {(props) => <input {...props} type="date" min={today} required />}
      </FormField>
      <FormField idPrefix="apply" name="notes" label={texts['detail.apply.notes']} hint={texts['detail.apply.notesHint']} error={errors.notes}>
        {(props) => <textarea {...props} rows={3} maxLength={1000} />}
      </FormField>
      {status.kind === 'failed' && (
        <p className="request__error" role="alert">
          {texts['detail.apply.failed']}
        </p>
      )}
      <button className="request__submit" type="submit" disabled={status.kind === 'sending'}>
        {texts[status.kind === 'sending' ? 'detail.apply.sending' : 'detail.apply.submit']}
      </button>
    </form>
  );
}
