// Hindi texts of the errors area, one for every English key.
import type { errors as english } from '../en/errors.ts';

export const errors: Record<keyof typeof english, string> = {
  'errors.home': 'होम पेज पर जाएँ',
  'errors.tooLarge.title': 'भेजने के लिए बहुत ज़्यादा — Rentals.in',
  'errors.tooLarge.code': 'त्रुटि 413',
  'errors.tooLarge.heading': 'आपने जो भेजा वह बहुत बड़ा है',
  'errors.tooLarge.text':
    'फ़ॉर्म में इस पेज की सीमा से ज़्यादा सामग्री थी, इसलिए कुछ भी सेव नहीं हुआ। वापस जाएँ, जो लिखा है उसे छोटा करें या छोटी फ़ाइल चुनें, और फिर से भेजें।',
  'errors.badRequest.title': 'पता समझ नहीं आया — Rentals.in',
  'errors.badRequest.code': 'त्रुटि 400',
  'errors.badRequest.heading': 'हम यह पता नहीं पढ़ सके',
  'errors.badRequest.text': 'इस पते में ऐसे अक्षर हैं जिन्हें साइट इस्तेमाल नहीं कर सकती। लिंक जाँचें, या होम पेज से फिर शुरू करें।',
};
