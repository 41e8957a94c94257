// The catalogue's label of a status, or core's readable form of an unknown one ('under_review' → 'Under Review').
import { statusLabel } from '@rentals/core/rules/status';
import { en, type MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';

export function statusText(t: Translate, prefix: string, status: string | null | undefined): string {
  const key = `${prefix}.${status ?? ''}`;
  return key in en ? t(key as MessageKey) : statusLabel(status);
}
