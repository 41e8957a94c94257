// A broker's name, mobile number and city: asked at registration (step 1) and changed later in the
// portal's settings. One set of fields, so both ask for them alike.
import type { BrokerDetails } from '@rentals/core/validation/brokerSteps';
import type { DetailsFieldKey, TranslateSome } from './brokerFormTexts.ts';
import { FormField } from '../form/FormField.tsx';

export interface BrokerDetailsFieldsProps {
  /** Prefix of the inputs' ids, matching the form's ErrorSummary (`broker` → `broker-name`). */
  idPrefix: string;
  legend: string;
  values: Partial<Record<keyof BrokerDetails, string | null>>;
  errors?: Partial<Record<keyof BrokerDetails, string>>;
  /** Say under the mobile number what it is used for (at registration). */
  phoneHint?: boolean;
  t: TranslateSome<DetailsFieldKey>;
}

export function BrokerDetailsFields({ idPrefix, legend, values, errors = {}, phoneHint = false, t }: BrokerDetailsFieldsProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <FormField look="portal" id={`${idPrefix}-name`} name="name" label={t('register.details.name')} error={errors.name} required>
        {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} defaultValue={values.name ?? ''} />}
      </FormField>
      <FormField look="portal"
        id={`${idPrefix}-phone`}
        name="phone"
        label={t('register.details.phone')}
        hint={phoneHint ? t('register.details.phoneHint') : undefined}
        error={errors.phone}
        required
      >
        {(props) => (
          <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} defaultValue={values.phone ?? ''} />
        )}
      </FormField>
      <FormField look="portal" id={`${idPrefix}-city`} name="city" label={t('register.details.city')} error={errors.city} required>
        {(props) => (
          <input {...props} type="text" autoComplete="address-level2" maxLength={100} defaultValue={values.city ?? ''} />
        )}
      </FormField>
    </fieldset>
  );
}
