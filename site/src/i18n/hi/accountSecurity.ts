// Hindi texts for account-security answers of the auth server.
import type { accountSecurity as english } from '../en/accountSecurity.ts';

export const accountSecurity: Record<keyof typeof english, string> = {
  'accountSecurity.signInAgainToChangePassword':
    'आपने एक दिन से पहले साइन इन किया था। आपकी सुरक्षा के लिए, साइन आउट करें, फिर से साइन इन करें और उसके बाद अपना पासवर्ड बदलें।',
};
