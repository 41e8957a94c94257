// Where the person is in broker registration: three steps, the done ones ticked, the current one marked.
import '../portal/data/data.css';
import type { StepsKey, TranslateSome } from './brokerFormTexts.ts';
import type { BrokerStep } from '../../lib/register/brokerDraft.ts';

const STEPS: readonly {
  step: BrokerStep;
  label: 'register.steps.details' | 'register.steps.terms' | 'register.steps.payment';
}[] = [
  { step: 'step1', label: 'register.steps.details' },
  { step: 'step2', label: 'register.steps.terms' },
  { step: 'payment', label: 'register.steps.payment' },
];

export interface RegistrationStepsProps {
  /** The step on screen; null on the overview of the form. */
  current: BrokerStep | null;
  /** The first step not done yet. */
  next: BrokerStep;
  t: TranslateSome<StepsKey>;
}

export function RegistrationSteps({ current, next, t }: RegistrationStepsProps) {
  const nextIndex = STEPS.findIndex((s) => s.step === next);
  return (
    <nav aria-label={t('register.steps.label')}>
      <ol className="steps">
        {STEPS.map(({ step, label }, index) => {
          const done = index < nextIndex;
          const reachable = index <= nextIndex;
          return (
            <li key={step} data-done={done} aria-current={current === step ? 'step' : undefined}>
              {reachable && current !== step ? (
                <a href={`/register/broker/${step}`}>{t(label)}</a>
              ) : (
                t(label)
              )}
              {done && <span className="visually-hidden"> {t('register.steps.done')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
