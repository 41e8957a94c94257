// Step 1 of broker registration: name, mobile number and city, prefilled from the draft or profile.
// An island checking the step with core's schema before it posts (islands/form/useCheckedForm).
import { brokerDetailsSchema, type BrokerDetails } from '@rentals/core/validation/brokerSteps';
import { translatorOf } from '../../islands/form/texts.ts';
import { useCheckedForm } from '../../islands/form/useCheckedForm.ts';
import type { BrokerDetailsFormTexts } from './brokerFormTexts.ts';
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
  texts: BrokerDetailsFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

const NAMES = ['name', 'phone', 'city'] as const;

export function BrokerDetailsForm({
  values,
  errors = {},
  next = 'step1',
  texts,
  messages,
}: BrokerDetailsFormProps) {
  const t = translatorOf(texts);
  const { errorsOf, formProps, submitProps } = useCheckedForm({ schema: brokerDetailsSchema, messages, serverErrors: errors });
  const shown = errorsOf(NAMES);
  return (
    <form className="form" method="post" action="/register/broker/step1" noValidate {...formProps}>
      <RegistrationSteps current="step1" next={next} t={t} />
      <ErrorSummary heading={t('register.form.errorHeading')} errors={shown} idPrefix="broker" />
      <BrokerDetailsFields
        idPrefix="broker"
        legend={t('register.details.legend')}
        values={values}
        errors={shown}
        phoneHint
        t={t}
      />
      <div className="actions">
        <button type="submit" className="button" {...submitProps(t('register.form.continue'), t('register.form.saving'))} />
      </div>
    </form>
  );
}
