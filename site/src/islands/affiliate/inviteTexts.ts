// The catalogue keys the invitation link island needs.
import type { MessageKey } from '../../i18n/catalogue.ts';

export const INVITE_KEYS = [
  'affiliate.invite.title', 'affiliate.invite.intro', 'affiliate.invite.label', 'affiliate.invite.copy', 'affiliate.invite.copied',
  'affiliate.invite.id',
] as const satisfies readonly MessageKey[];
