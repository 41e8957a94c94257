// Step 1 of broker registration: name, mobile number and city, prefilled from the draft or profile.
import type { BrokerDetails } from '@rentals/core/validation/brokerSteps';
import type { Translate } from '../../i18n/t.ts';
import type { BrokerStep } from '../../lib/register/brokerDraft.ts';
import { ErrorSummary } from '../portal/data/ErrorSummary.tsx';
import { BrokerDetailsFields } from './BrokerDetailsFields.tsx';
import { RegistrationSteps } from './RegistrationSteps.tsx';

export type DetailsErrors = Partial<Record<keyof BrokerDetails, string>>;

export interface BrokerDetailsFormProps {
  values: Partial<Record<keyof BrokerDetails, string | null>>;
  errors?: DetailsErrors;
  /** The first step not done yet, when the person came back to this one. */
  next?: BrokerStep;
  t: Translate;
}

export function BrokerDetailsForm({
  values,
  errors = {},
  next = 'step1',
  t,
}: BrokerDetailsFormProps) {
  return (
    <form className="form" method="post" action="/register/broker/step1" noValidate>
      <RegistrationSteps current="step1" next={next} t={t} />
      <ErrorSummary heading={t('register.form.errorHeading')} errors={errors} idPrefix="broker" />
      <BrokerDetailsFields
        idPrefix="broker"
        legend={t('register.details.legend')}
        values={values}
        errors={errors}
        phoneHint
        t={t}
      />
      <div className="actions">
        <button type="submit" className="button" data-pending-label={t('register.form.saving')}>
          {t('register.form.continue')}
        </button>
      </div>
    </form>
  );
}
