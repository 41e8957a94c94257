// The common half of the listing page's request forms: check the form with core's schema, show
// each refusal next to its field in the page's language, send once, remember the outcome.
import { useState, type FormEvent } from 'react';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { requestFieldErrors, type RequestErrorKey } from '../../lib/detail/fieldErrors.ts';
import { useHydrated } from './useHydrated.ts';

type Status = 'idle' | 'sending' | 'failed' | 'duplicate';

/** What the hook needs of a core (zod) schema. */
interface Schema<Value> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Value }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function useRequestForm<Value>(
  schema: Schema<Value>,
  texts: Record<RequestErrorKey, string>,
  send: (value: Value) => Promise<void>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sent, setSent] = useState<Value | null>(null);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const keys = requestFieldErrors(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, texts[key]])));
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await send(parsed.data);
      setSent(parsed.data);
    } catch (error) {
      // One open application per listing, one visit request per slot: the database says which.
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      setStatus(refused && (error as { code?: string }).code === '23505' ? 'duplicate' : 'failed');
    }
  };

  return {
    errors,
    failed: status === 'failed',
    duplicate: status === 'duplicate',
    sending: status === 'sending',
    sent,
    /** The submit button waits for hydration and for the request on its way. */
    submitDisabled: !hydrated || status === 'sending',
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
