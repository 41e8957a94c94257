import type { en } from '../en.ts';
import type { Translation } from './types.ts';

export const loginMessagesHi = {
  heading: 'बैक ऑफ़िस में साइन इन करें',
  email: 'ईमेल',
  password: 'पासवर्ड',
  sign_in: 'साइन इन करें',
  code_heading: 'दो-चरण सत्यापन',
  code_hint: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें।',
  code: 'ऑथेंटिकेशन कोड',
  verify: 'सत्यापित करें',
  start_over: 'दूसरा खाता इस्तेमाल करें',
  failed: 'ईमेल या पासवर्ड गलत है।',
  code_failed: 'वह कोड काम नहीं किया। अपने डिवाइस का समय जाँचें और सबसे नया कोड डालें।',
  enrol_heading: 'दो-चरण सत्यापन सेट करें',
  enrol_hint:
    'एडमिन अधिकारों के लिए ऑथेंटिकेटर ऐप ज़रूरी है। उससे यह QR कोड स्कैन करें या नीचे दी गई की टाइप करें, फिर वह जो 6 अंकों का कोड दिखाए, उसे डालें।',
  enrol_qr: 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
  enrol_key: 'की',
  enrol_preparing: 'आपके ऑथेंटिकेटर का सेट-अप तैयार हो रहा है...',
  enrol_failed: 'सेट-अप शुरू नहीं हो सका। फिर से कोशिश करने के लिए पेज दोबारा लोड करें।',
} as const satisfies Translation<typeof en.app.login>;
