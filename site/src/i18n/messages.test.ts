import { CITY_REQUIRED, MONTHLY_RENT_RANGE, TERMS_REQUIRED } from '@rentals/core/validation/messages';
import { describe, expect, it } from 'vitest';
import { messageTable, translateErrors, translateMessage } from './messages.ts';
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
