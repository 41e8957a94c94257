// Step 1 of broker registration: name, mobile number and city, prefilled from the draft or profile.
import type { BrokerDetails } from '@rentals/core/validation/brokerSteps';
import type { Translate } from '../../i18n/t.ts';
import type { BrokerStep } from '../../lib/register/brokerDraft.ts';
import { ErrorSummary, Field } from '../portal/data/Field.tsx';
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
      <fieldset>
        <legend>{t('register.details.legend')}</legend>
        <Field
          id="broker-name"
          name="name"
          label={t('register.details.name')}
          error={errors.name}
          required
        >
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="name"
              maxLength={100}
              defaultValue={values.name ?? ''}
            />
          )}
        </Field>
        <Field
          id="broker-phone"
          name="phone"
          label={t('register.details.phone')}
          hint={t('register.details.phoneHint')}
          error={errors.phone}
          required
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              defaultValue={values.phone ?? ''}
            />
          )}
        </Field>
        <Field
          id="broker-city"
          name="city"
          label={t('register.details.city')}
          error={errors.city}
          required
        >
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="address-level2"
              maxLength={100}
              defaultValue={values.city ?? ''}
            />
          )}
        </Field>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" data-pending-label={t('register.form.saving')}>
          {t('register.form.continue')}
        </button>
      </div>
    </form>
  );
}
