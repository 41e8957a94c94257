import type { propertiesMessages } from '../properties.ts';
import type { Translation } from './types.ts';

export const propertiesMessagesHi = {
  approving: '%{total} में से %{sent} मंज़ूर हो रही हैं…',
  approved_before_failure: '%{reason}। इससे पहले %{total} में से %{done} मंज़ूर हो चुकी थीं।',
} as const satisfies Translation<typeof propertiesMessages>;
