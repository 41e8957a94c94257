import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, alertLanguage } from './searchAlerts.ts';

describe('search alert messages', () => {
  it('speak Hindi only to people whose profile says so', () => {
    expect(alertLanguage('hi')).toBe('hi');
    expect(alertLanguage('hi-IN')).toBe('hi');
    expect(alertLanguage('en')).toBe('en');
    expect(alertLanguage(null)).toBe('en');
  });

  it('name the search, the count and 5+ BHK in both languages', () => {
    expect(ALERT_MESSAGES.en.subjectMany('Pune 2BHK', 3)).toBe('3 new homes for “Pune 2BHK”');
    expect(ALERT_MESSAGES.hi.subjectMany('Pune 2BHK', 3)).toBe('“Pune 2BHK” के लिए 3 नए घर');
    expect(ALERT_MESSAGES.en.bhk(6)).toBe('5+ BHK');
    expect(ALERT_MESSAGES.en.perMonth('₹25,000')).toBe('₹25,000 a month');
  });
});
