// Hindi texts for account-security answers of the auth server.
import type { accountSecurity as english } from '../en/accountSecurity.ts';

export const accountSecurity: Record<keyof typeof english, string> = {
  'accountSecurity.emailOneConfirmed':
    'एक पते की पुष्टि हो गई। ईमेल बदलना पूरा करने के लिए अब दूसरे पते पर भेजा गया लिंक खोलें।',
  'accountSecurity.emailChanged': 'आपका ईमेल पता बदल गया है। अब से इसी पते से साइन इन करें।',
  'accountSecurity.emailLinkFailed':
    'यह लिंक इस डिवाइस पर आपको साइन इन नहीं करा सका। अगर आप दूसरा लिंक पहले ही खोल चुके थे, तो आपका ईमेल पता बदल गया है: नए पते से साइन इन करें।',
  'accountSecurity.signInAgainToChangePassword':
    'आपने एक दिन से पहले साइन इन किया था। आपकी सुरक्षा के लिए, साइन आउट करें, फिर से साइन इन करें और उसके बाद अपना पासवर्ड बदलें।',
};
