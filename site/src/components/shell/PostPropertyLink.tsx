// "Post property free" in every header, for visitors and signed-in people alike: /list-property,
// which asks a visitor to sign in first and then opens the listing form (core's access rules).
import { LIST_PROPERTY_PATH } from '@rentals/core/rules/access';
import type { Translate } from '../../i18n/t.ts';

export interface PostPropertyLinkProps {
  t: Translate;
  /** `compact` in the phones' top bar, where room is short. */
  size?: 'normal' | 'compact';
}

export function PostPropertyLink({ t, size = 'normal' }: PostPropertyLinkProps) {
  return (
    <a className={size === 'compact' ? 'post-property post-property--compact' : 'post-property'} href={LIST_PROPERTY_PATH}>
      {t('shell.postProperty')}
    </a>
  );
}
