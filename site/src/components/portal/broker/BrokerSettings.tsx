// The broker's settings: the name, mobile number and city shown to leads (the columns a broker may
// change), and the registration details, which only an admin's activation writes. An island: the
// contact details are checked with core's schema before they post (islands/form/useCheckedForm).
import '../data/data.css';
import { formatDate } from '@rentals/core/format';
import { brokerDetailsSchema } from '@rentals/core/validation/brokerSteps';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import type { BrokerSettingsKey, BrokerSettingsTexts } from './brokerSettingsTexts.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { OwnBroker } from '../../../lib/portal/broker/brokerOverview.ts';
import { ErrorSummary } from '../data/ErrorSummary.tsx';
import { BrokerDetailsFields } from '../../register/BrokerDetailsFields.tsx';
import { ErrorState, PageHeading } from '../ui/States.tsx';

export interface BrokerSettingsProps {
  state: Loaded<OwnBroker>;
  /** What was posted, when it is sent back with errors. */
  values?: Record<string, string>;
  /** The server's errors, in the reader's language. */
  errors?: Record<string, string>;
  texts: BrokerSettingsTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
}

const NAMES = ['name', 'phone', 'city'] as const;

export function BrokerSettings({ state, values, errors: serverErrors = {}, texts, messages }: BrokerSettingsProps) {
  const t = translatorOf(texts);
  const { errorsOf, formProps, submitProps } = useCheckedForm({ schema: brokerDetailsSchema, messages, serverErrors });
  const errors = errorsOf(NAMES);
  if (state.status === 'error') {
    return (
      <>
        <PageHeading title={t('broker.settings.title')} />
        <ErrorState
          text={t(state.message as BrokerSettingsKey)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker/settings"
        />
      </>
    );
  }
  const broker = state.data;
  const value = (key: 'name' | 'phone' | 'city') => values?.[key] ?? broker[key] ?? '';
  return (
    <>
      <PageHeading title={t('broker.settings.title')} intro={t('broker.settings.intro')} />
      <form className="form" method="post" action="/portal/broker/settings" noValidate {...formProps}>
        <ErrorSummary
          heading={t('register.form.errorHeading')}
          errors={errors}
          idPrefix="settings"
        />
        <BrokerDetailsFields
          idPrefix="settings"
          legend={t('broker.settings.contact')}
          values={{ name: value('name'), phone: value('phone'), city: value('city') }}
          errors={errors}
          t={t}
        />
        <div className="actions">
          <button type="submit" className="button" {...submitProps(t('broker.settings.save'), t('register.form.saving'))} />
        </div>
      </form>
      <section className="card" aria-labelledby="settings-registration">
        <h2 id="settings-registration">{t('broker.settings.registration')}</h2>
        <dl className="definition-list">
          <dt>{t('broker.settings.status')}</dt>
          <dd>{t(broker.activated ? 'broker.settings.active' : 'broker.settings.pending')}</dd>
          <dt>{t('register.broker.paymentMethod')}</dt>
          <dd>
            {broker.reg_payment_mode
              ? t(`register.method.${broker.reg_payment_mode}` as BrokerSettingsKey)
              : '—'}
          </dd>
          <dt>{t('register.broker.reference')}</dt>
          <dd>{broker.reg_payment_ref ?? '—'}</dd>
          <dt>{t('register.broker.activated')}</dt>
          <dd>{formatDate(broker.reg_paid_at)}</dd>
        </dl>
      </section>
    </>
  );
}
