import type { peopleMessages } from '../people.ts';
import type { Translation } from './types.ts';

export const peopleMessagesHi = {
  actions: '%{name} के लिए कार्रवाई',
  joined_on: '%{date} को जुड़े',
  holders: {
    heading: 'यह भूमिका किसके पास है',
    role: 'किसके पास भूमिका',
    empty: 'यह भूमिका किसी के पास नहीं है।',
    load_failed: 'इस भूमिका वाले लोग लोड नहीं हो सके',
    manage: 'संभालें',
    manage_name: '%{name} की भूमिकाएँ संभालें',
  },
  assign: {
    undone: 'भूमिका देना रद्द किया गया: कुछ नहीं बदला।',
  },
  shadow_power: {
    affiliate: 'एफ़िलिएट',
    updated: 'बदली गई',
    edit_label: 'बदलें',
    edit: '%{name} की शैडो पावर बदलें',
  },
} as const satisfies Translation<typeof peopleMessages>;
