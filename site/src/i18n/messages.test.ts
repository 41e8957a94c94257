import * as core from '@rentals/core/validation/messages';
import { CITY_REQUIRED, MONTHLY_RENT_RANGE, PHOTO_URL_INVALID, REQUIRED_FIELDS_MESSAGE, TERMS_REQUIRED } from '@rentals/core/validation/messages';
import { describe, expect, it } from 'vitest';
import { messageTable, translateErrors, translateMessage } from './messages.ts';
import { en, type MessageKey } from './catalogue.ts';
import { translator } from './t.ts';

describe('core messages in the reader’s language', () => {
  const hindi = translator('hi');
  const english = translator('en');

  it('are Hindi for a Hindi reader, as core wrote them for an English one', () => {
    expect(translateMessage(hindi, CITY_REQUIRED)).toBe('शहर चुनें');
    expect(translateMessage(hindi, MONTHLY_RENT_RANGE)).toBe('मासिक किराया ₹500 से ₹50,00,000 तक के पूरे रुपयों में होना चाहिए');
    expect(translateMessage(english, CITY_REQUIRED)).toBe(CITY_REQUIRED);
  });

  it('leave a message the catalogue does not know as it is', () => {
    expect(translateMessage(hindi, 'Something else')).toBe('Something else');
  });

  it('translate a form’s errors field by field', () => {
    expect(translateErrors(hindi, { accepted_terms: TERMS_REQUIRED, city: CITY_REQUIRED })).toEqual({
      accepted_terms: 'आगे बढ़ने के लिए ब्रोकर प्रोग्राम की शर्तें स्वीकार करें',
      city: 'शहर चुनें',
    });
  });

  it('travel to a browser island only for Hindi', () => {
    expect(messageTable(english, 'en')).toBeUndefined();
    expect(messageTable(hindi, 'hi')?.[CITY_REQUIRED]).toBe('शहर चुनें');
  });
});

/** Core's messages that only the console shows (it has their Hindi in backoffice/src/i18n/hi). */
const CONSOLE_ONLY = new Set([
  'AFFILIATE_ROLE_NOT_ASSIGNABLE', 'END_AFTER_MAX', 'END_BEFORE_START', 'END_DATE_REQUIRED', 'INVALID_ROLE', 'INVALID_USER_ID',
  'MISSING_USER_ID', 'MISSING_USER_ID_HINT', 'MONTH_IN_FUTURE', 'MONTH_IN_PROGRESS', 'MONTH_NOT_FIRST_DAY', 'MONTH_REQUIRED',
  'NOT_AN_AFFILIATE', 'PAYMENT_HAS_NO_REFERENCE', 'REASON_REQUIRED', 'REQUIRED_FIELDS_DESCRIPTION', 'REQUIRED_FIELDS_TITLE', 'ROLE_REQUIRED', 'RVL_ABOVE_RENT',
  'SHADOW_POWER_NEGATIVE', 'SHADOW_POWER_NOT_NUMBER', 'SHADOW_POWER_NOT_POSITIVE', 'SHADOW_POWER_REQUIRED', 'START_DATE_IN_PAST',
  'START_DATE_REQUIRED', 'TOTP_CODE_LENGTH_WRONG', 'TOTP_CODE_REQUIRED',
]);

describe('every core message a site page can show', () => {
  const hindi = translator('hi');

  it('has Hindi in the site’s catalogue', () => {
    // Translated either as a message (translateMessage) or under its screen's own key with the same English.
    const keysOf = (text: string) => (Object.keys(en) as MessageKey[]).filter((key) => en[key] === text);
    const untranslated = Object.entries(core)
      .filter(([name, text]) => typeof text === 'string' && !CONSOLE_ONLY.has(name))
      .filter(([, text]) => translateMessage(hindi, text as string) === text && !keysOf(text as string).some((key) => hindi(key) !== text))
      .map(([name]) => name);
    expect(untranslated).toEqual([]);
  });

  it('includes the managed-rental form’s required fields and a photo that did not upload', () => {
    expect(translateMessage(hindi, REQUIRED_FIELDS_MESSAGE)).toBe('जाँच में गलती: कृपया सभी ज़रूरी फ़ील्ड भरें');
    expect(translateMessage(hindi, PHOTO_URL_INVALID)).toBe('एक फ़ोटो ठीक से अपलोड नहीं हुई: उसे हटाकर फिर से अपलोड करें');
  });
});

