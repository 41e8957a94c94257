import {
  activationFailed,
  PROPERTY_REJECTED,
  propertiesApproved,
  roleAssignFailed,
} from '@rentals/core/messages/adminReviews';
import { NOT_AN_AFFILIATE, PAYMENT_HAS_NO_REFERENCE, PAYMENT_REFERENCE_USED } from '@rentals/core/validation/messages';
import { describe, expect, it, vi } from 'vitest';
import { noticesHi } from './hi/notices.ts';
import { createI18nProvider } from './i18nProvider.ts';

describe('the console i18nProvider', () => {
  it('offers English and Hindi and starts in English', () => {
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('en');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'hi', name: 'हिन्दी' },
    ]);
    expect(provider.translate('app.menu.users')).toBe('Users');
    expect(provider.translate('ra.action.cancel')).toBe('Cancel');
  });

  it('translates our texts, react-admin\'s, plurals and placeholders in Hindi', async () => {
    const provider = createI18nProvider();
    await provider.changeLocale('hi');
    expect(provider.getLocale()).toBe('hi');
    expect(provider.translate('app.menu.users')).toBe('यूज़र');
    expect(provider.translate('app.dashboard.welcome', { name: 'Meera' })).toBe(
      'फिर से स्वागत है, Meera',
    );
    expect(provider.translate('ra.action.cancel')).toBe('रद्द करें');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 चीज़ें चुनी गईं',
    );
    expect(provider.translate('ra-supabase.auth.forgot_password')).toBe('पासवर्ड भूल गए?');
    await provider.changeLocale('en');
    expect(provider.translate('app.menu.users')).toBe('Users');
  });

  it("shows core's notices in Hindi, a server's detail kept, and in English exactly as spec 8", async () => {
    const provider = createI18nProvider();
    expect(provider.translate(PROPERTY_REJECTED, { _: PROPERTY_REJECTED })).toBe(PROPERTY_REJECTED);
    await provider.changeLocale('hi');
    expect(provider.translate(PROPERTY_REJECTED, { _: PROPERTY_REJECTED })).toBe(
      'प्रॉपर्टी अस्वीकार: मालिक आपका कारण देखेंगे',
    );
    const failed = roleAssignFailed('duplicate key');
    expect(provider.translate(failed, { _: failed })).toBe('भूमिका नहीं दी जा सकी: duplicate key');
    expect(provider.translate(propertiesApproved(4))).toBe('4 प्रॉपर्टी मंज़ूर हो गईं');
    expect(provider.translate(NOT_AN_AFFILIATE)).toBe(
      'शैडो पावर जोड़ने के लिए यूज़र का एफ़िलिएट होना ज़रूरी है',
    );
    // The database's refusals of an activation, which core knows, are Hindi after the title too.
    for (const [refusal, hindi] of [
      [PAYMENT_HAS_NO_REFERENCE, 'विफल: इस भुगतान का कोई रेफ़रेंस नहीं है'],
      [PAYMENT_REFERENCE_USED, 'विफल: यह भुगतान रेफ़रेंस पहले ही इस्तेमाल हो चुका है'],
    ] as const) {
      const notice = activationFailed(refusal);
      expect(provider.translate(notice, { _: notice })).toBe(hindi);
    }
    // A text nobody translated stays as written rather than turning into something else.
    expect(provider.translate('Something new', { _: 'Something new' })).toBe('Something new');
  });

  it('gives a core notice back in English as it is, without reporting a missing translation', () => {
    const provider = createI18nProvider();
    const reported = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    try {
      // As react-admin's notification asks: the message and its arguments, no default.
      expect(provider.translate(PROPERTY_REJECTED, {})).toBe(PROPERTY_REJECTED);
      expect(provider.translate(roleAssignFailed('User not found'))).toBe('Failed to assign role: User not found');
      expect(provider.translate('Something new', { _: 'Something else' })).toBe('Something else');
      for (const spy of reported) expect(spy).not.toHaveBeenCalled();
      // A key is still looked up in react-admin's catalogue.
      expect(provider.translate('ra.action.save')).toBe('Save');
    } finally {
      for (const spy of reported) spy.mockRestore();
    }
  });

  it('has a Hindi text in Devanagari for every core notice it knows', () => {
    for (const [english, text] of noticesHi) {
      expect(english).not.toBe('');
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
