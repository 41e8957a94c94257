import { describe, expect, it } from 'vitest';
import { FULL_NAME_REQUIRED, MOBILE_INVALID, MOBILE_REQUIRED, SMS_CODE_INVALID, SMS_CODE_REQUIRED } from './messages.ts';
import { indianMobileE164, mobileSignInSchema, mobileSignUpSchema, plusE164, sameMobile, smsCodeSchema } from './mobile.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('indianMobileE164', () => {
  it.each(['+91 98765 43210', '+919876543210', '919876543210', '09876543210', '98765-43210', '9876543210'])(
    'writes %s as the auth server stores it',
    (typed) => expect(indianMobileE164(typed)).toBe('919876543210'),
  );
  it.each(['12', '5876543210', '+1 415 555 0100', '+92 300 1234567', '020-2567 8901', ''])('has no E.164 mobile for %s', (typed) => {
    expect(indianMobileE164(typed)).toBeNull();
  });
  it('gives the + back for people and tel: links', () => {
    expect(plusE164('919876543210')).toBe('+919876543210');
    expect(plusE164('+919876543210')).toBe('+919876543210');
  });
  it('tells the same number typed two ways', () => {
    expect(sameMobile('+91 98765 43210', '098765-43210')).toBe(true);
    expect(sameMobile('+91 98765 43210', '+91 98765 43211')).toBe(false);
    expect(sameMobile(null, '+91 98765 43210')).toBe(false);
  });
});

describe('the mobile forms', () => {
  it('send the number as supabase-js wants it, whatever the spacing', () => {
    expect(mobileSignInSchema.parse({ phone: ' 98765 43210 ' })).toEqual({ phone: '+919876543210' });
  });
  it('ask for a number, an Indian mobile one', () => {
    expect(firstMessage(mobileSignInSchema.safeParse({ phone: '  ' }))).toBe(MOBILE_REQUIRED);
    expect(firstMessage(mobileSignInSchema.safeParse({ phone: '+44 7700 900123' }))).toBe(MOBILE_INVALID);
  });
  it('ask a new account for its name', () => {
    expect(firstMessage(mobileSignUpSchema.safeParse({ full_name: ' ', phone: '9876543210' }))).toBe(FULL_NAME_REQUIRED);
    expect(mobileSignUpSchema.parse({ full_name: ' Meera Iyer ', phone: '9876543210' })).toEqual({ full_name: 'Meera Iyer', phone: '+919876543210' });
  });
  it('take the texted code as digits, spaces dropped', () => {
    expect(smsCodeSchema.parse({ phone: '9876543210', token: '123 456' })).toEqual({ phone: '+919876543210', token: '123456' });
    expect(firstMessage(smsCodeSchema.safeParse({ phone: '9876543210', token: '' }))).toBe(SMS_CODE_REQUIRED);
    expect(firstMessage(smsCodeSchema.safeParse({ phone: '9876543210', token: '12a456' }))).toBe(SMS_CODE_INVALID);
    expect(firstMessage(smsCodeSchema.safeParse({ phone: '9876543210', token: '12345' }))).toBe(SMS_CODE_INVALID);
  });
});
