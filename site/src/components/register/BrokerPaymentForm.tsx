// Step 3 of broker registration: how the ₹999 fee is paid (UPI with its reference, or cash), then
// the registration itself (register_broker). The server's refusal shows above the form. An island
// checking the step with core's schema before it posts (islands/form/useCheckedForm).
import { formatRupees } from '@rentals/core/money';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import { brokerPaymentSchema } from '@rentals/core/validation/brokerSteps';
import { COMPANY } from '../../marketing/company.ts';
import { translatorOf } from '../../islands/form/texts.ts';
import { useCheckedForm } from '../../islands/form/useCheckedForm.ts';
import type { BrokerPaymentFormTexts } from './brokerFormTexts.ts';
import { ErrorSummary } from '../portal/data/ErrorSummary.tsx';
import { FormField } from '../form/FormField.tsx';
import { Notice } from '../portal/ui/Notice.tsx';
import { RegistrationSteps } from './RegistrationSteps.tsx';

export interface PaymentErrors {
  provider?: string;
  provider_payment_id?: string;
}

export interface BrokerPaymentFormProps {
  values: { provider?: string; provider_payment_id?: string | null };
  errors?: PaymentErrors;
  /** Why register_broker refused, in the server's words. */
  formError?: string | undefined;
  texts: BrokerPaymentFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

const NAMES = ['provider', 'provider_payment_id'] as const;

export function BrokerPaymentForm({ values, errors: serverErrors = {}, formError, texts, messages }: BrokerPaymentFormProps) {
  const t = translatorOf(texts);
  const { errorsOf, formProps, submitProps } = useCheckedForm({ schema: brokerPaymentSchema, messages, serverErrors });
  const errors: PaymentErrors = errorsOf(NAMES);
  const fee = formatRupees(BROKER_REGISTRATION_FEE);
  const provider = values.provider ?? 'upi';
  return (
    <form className="form" method="post" action="/register/broker/payment" noValidate {...formProps}>
      <RegistrationSteps current="payment" next="payment" t={t} />
      {formError && <Notice kind="error" text={`${t('register.payment.failed')}: ${formError}`} />}
      <ErrorSummary
        heading={t('register.form.errorHeading')}
        errors={{ ...errors }}
        idPrefix="broker"
      />
      <fieldset
        id="broker-provider"
        aria-describedby={errors.provider ? 'broker-provider-error' : undefined}
      >
        <legend>{t('register.payment.legend', { fee })}</legend>
        {errors.provider && (
          <p className="field__error" id="broker-provider-error">
            {errors.provider}
          </p>
        )}
        <div className="field">
          <label>
            <input
              type="radio"
              name="provider"
              value="upi"
              defaultChecked={provider === 'upi'}
              aria-describedby="broker-upi-hint"
            />{' '}
            {t('register.payment.upi')}
          </label>
          <p className="field__hint" id="broker-upi-hint">
            {t('register.payment.upiHint', {
              fee,
              upiId: COMPANY.brokerFeeUpiId,
              payee: COMPANY.brokerFeePayee,
            })}
          </p>
        </div>
        <FormField look="portal"
          id="broker-provider_payment_id"
          name="provider_payment_id"
          label={t('register.payment.reference')}
          error={errors.provider_payment_id}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              defaultValue={values.provider_payment_id ?? ''}
            />
          )}
        </FormField>
        <div className="field">
          <label>
            <input
              type="radio"
              name="provider"
              value="cash"
              defaultChecked={provider === 'cash'}
              aria-describedby="broker-cash-hint"
            />{' '}
            {t('register.payment.cash')}
          </label>
          <p className="field__hint" id="broker-cash-hint">
            {t('register.payment.cashHint', {
              fee,
              city: COMPANY.city.split(',')[0] ?? COMPANY.city,
            })}
          </p>
        </div>
      </fieldset>
      <div className="actions">
        <a className="button button--ghost" href="/register/broker/step2">
          {t('register.form.back')}
        </a>
        <button type="submit" className="button" {...submitProps(t('register.payment.submit'), t('register.payment.submitting'))} />
      </div>
    </form>
  );
}
