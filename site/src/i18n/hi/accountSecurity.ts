// Hindi texts for account-security answers of the auth server; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const accountSecurity: Partial<Catalogue> = {
  'accountSecurity.signInAgainToChangePassword':
    'आपने एक दिन से पहले साइन इन किया था। आपकी सुरक्षा के लिए, साइन आउट करें, फिर से साइन इन करें और उसके बाद अपना पासवर्ड बदलें।',
};
