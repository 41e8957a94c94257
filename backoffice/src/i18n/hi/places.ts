import type { placesMessages } from '../places.ts';
import type { Translation } from './types.ts';

export const placesMessagesHi = {
  city_hint: 'लिखना शुरू करें और सूची से शहर चुनें।',
  locality_hint: 'सूची से उस शहर का इलाका चुनें।',
  choose_city_first: 'पहले शहर चुनें।',
  no_match: 'सूची में कोई जगह मेल नहीं खाती।',
  loading: 'सूची लोड हो रही है…',
} as const satisfies Translation<typeof placesMessages>;
