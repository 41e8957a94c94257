import { hi } from './index.ts';
export { noticeHi } from './notices.ts';
import { raMessagesHi, raSupabaseMessagesHi } from './ra.ts';
import { registerDevanagariFont } from './devanagariFont.ts';

registerDevanagariFont();

/** Every Hindi text of the console, looked up in this order; loaded only when Hindi is chosen. */
export const hindiMessages = [hi, raMessagesHi, raSupabaseMessagesHi];
