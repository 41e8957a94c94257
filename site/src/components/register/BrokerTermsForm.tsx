// Step 2 of broker registration: the programme's terms, accepted with a checkbox. An island checking
// the step with core's schema before it posts (islands/form/useCheckedForm).
import { formatRupees } from '@rentals/core/money';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import { brokerTermsSchema } from '@rentals/core/validation/brokerSteps';
import { translatorOf } from '../../islands/form/texts.ts';
import { useCheckedForm } from '../../islands/form/useCheckedForm.ts';
import type { BrokerTermsFormTexts } from './brokerFormTexts.ts';
import type { BrokerStep } from '../../lib/register/brokerDraft.ts';
import { ErrorSummary } from '../portal/data/ErrorSummary.tsx';
import { RegistrationSteps } from './RegistrationSteps.tsx';

export interface BrokerTermsFormProps {
  accepted: boolean;
  error?: string;
  /** The first step not done yet, when the person came back to this one. */
  next?: BrokerStep;
  texts: BrokerTermsFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

export function BrokerTermsForm({ accepted, error: serverError, next = 'step2', texts, messages }: BrokerTermsFormProps) {
  const t = translatorOf(texts);
  const { errorOf, formProps, submitProps } = useCheckedForm({ schema: brokerTermsSchema, messages, serverErrors: { accepted_terms: serverError } });
  const error = errorOf('accepted_terms');
  const fee = formatRupees(BROKER_REGISTRATION_FEE);
  return (
    <form className="form" method="post" action="/register/broker/step2" noValidate {...formProps}>
      <RegistrationSteps current="step2" next={next} t={t} />
      <ErrorSummary
        heading={t('register.form.errorHeading')}
        errors={{ accepted_terms: error }}
        idPrefix="broker"
      />
      <fieldset>
        <legend>{t('register.terms.legend')}</legend>
        <ul>
          <li>{t('register.terms.fee', { fee })}</li>
          <li>{t('register.terms.commission')}</li>
          <li>{t('register.terms.conduct')}</li>
        </ul>
        <p>
          <a href="/terms-conditions">{t('register.terms.readTerms')}</a>
        </p>
        <div className="field">
          {error && (
            <p className="field__error" id="broker-accepted_terms-error">
              {error}
            </p>
          )}
          <label className="checks__item">
            <input
              id="broker-accepted_terms"
              type="checkbox"
              name="accepted_terms"
              value="yes"
              defaultChecked={accepted}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'broker-accepted_terms-error' : undefined}
            />{' '}
            {t('register.terms.accept')}
          </label>
        </div>
      </fieldset>
      <div className="actions">
        <a className="button button--ghost" href="/register/broker/step1">
          {t('register.form.back')}
        </a>
        <button type="submit" className="button" {...submitProps(t('register.form.continue'), t('register.form.saving'))} />
      </div>
    </form>
  );
}
