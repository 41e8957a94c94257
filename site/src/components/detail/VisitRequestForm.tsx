// "Schedule a visit" on a listing's page (island, signed-in people only): physical or virtual, a
// day from today on and an hourly slot in India, optional notes; the request goes straight to
// property_visits. An open request is shown instead of the form.
import './requests.css';
import { formatDateTime } from '@rentals/core/format';
import { VISIT_TIMES, visitRequestSchema } from '@rentals/core/validation/propertyRequests';
import { browserClient } from '../../lib/browserClient.ts';
import { clientActions, type PropertyActions } from '../../lib/detail/actions.ts';
import type { OpenVisit } from '../../lib/detail/personal.ts';
import { useRequestForm } from './useRequestForm.ts';
import { fill, type VisitTexts } from './detailTexts.ts';
import { FormField } from '../form/FormField.tsx';

export interface VisitRequestFormProps {
  propertyId: string;
  userId: string;
  /** India's date, from the server, so browser clocks cannot disagree. */
  today: string;
  existing: OpenVisit | null;
  texts: VisitTexts;
  actions?: PropertyActions;
}

export function VisitRequestForm({ propertyId, userId, today, existing, texts, actions }: VisitRequestFormProps) {
  const form = useRequestForm(visitRequestSchema(today), texts, (visit) =>
    (actions ?? clientActions(browserClient())).requestVisit(propertyId, userId, visit),
  );
  const { errors, sent } = form;

  if (existing || sent) {
    const visit = sent ?? existing!;
    const when = formatDateTime(visit.scheduled_date);
    return (
      <p className="request__done" role="status">
        {sent
          ? fill(texts['detail.visit.sent'], { when })
          : fill(texts['detail.visit.existing'], {
              when,
              kind: texts[visit.visit_type === 'virtual' ? 'detail.visit.virtual' : 'detail.visit.physical'].toLowerCase(),
              status: texts[existing?.status === 'scheduled' ? 'detail.status.scheduled' : 'detail.status.requested'],
            })}
      </p>
    );
  }

  return (
    <form className="request" noValidate onSubmit={form.onSubmit} aria-labelledby="visit-heading">
      <fieldset className="request__choice">
        <legend>{texts['detail.visit.type']}</legend>
        {(['physical', 'virtual'] as const).map((type) => (
          <label key={type}>
            <input type="radio" name="visit_type" value={type} defaultChecked={type === 'physical'} /> {texts[`detail.visit.${type}`]}
          </label>
        ))}
      </fieldset>
      <div className="request__pair">
        <FormField id="visit-date" name="date" label={texts['detail.visit.date']} error={errors.date}>
          {(props) => <input {...props} type="date" min={today} required />}
        </FormField>
        <FormField id="visit-time" name="time" label={texts['detail.visit.time']} error={errors.time}>
          {(props) => (
            <select {...props} required defaultValue="">
              <option value="">{texts['detail.visit.chooseTime']}</option>
              {VISIT_TIMES.map((time) => (
                <option key={time} value={time}>
                  {formatDateTime(`${today}T${time}:00+05:30`).split(', ')[1]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="visit-notes" name="notes" label={texts['detail.visit.notes']} error={errors.notes}>
        {(props) => <textarea {...props} rows={2} maxLength={1000} />}
      </FormField>
      {(form.failed || form.duplicate) && (
        <p className="request__error" role="alert">
          {texts[form.duplicate ? 'detail.visit.duplicate' : 'detail.visit.failed']}
        </p>
      )}
      <button className="form-submit" type="submit" disabled={form.submitDisabled}>
        {texts[form.sending ? 'detail.visit.sending' : 'detail.visit.submit']}
      </button>
    </form>
  );
}
