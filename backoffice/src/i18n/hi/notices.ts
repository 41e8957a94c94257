import * as reviews from '@rentals/core/messages/adminReviews';
import * as v from '@rentals/core/validation/messages';
import { formNoticesHi } from './formNotices.ts';

/**
 * Hindi of the English texts the console shows straight from core (spec 8's notifications and the
 * admin forms' validation), keyed by that English text: components notify core's constant, and the
 * English stays exactly the spec's.
 */
export const noticesHi: ReadonlyMap<string, string> = new Map([
  [reviews.MANAGED_RENTALS_LOAD_FAILED, 'मैनेज्ड रेंटल का डेटा लोड नहीं हो सका'],
  [reviews.APPLICATION_DECLINED, 'आवेदन अस्वीकार: मैनेज्ड रेंटल का आवेदन अस्वीकार कर दिया गया है।'],
  [reviews.APPLICATION_DECLINE_FAILED, 'आवेदन अस्वीकार नहीं हो सका'],
  [
    reviews.PROPERTY_CONFIGURED,
    'प्रॉपर्टी मंज़ूर: मैनेज्ड रेंटल प्रॉपर्टी मंज़ूर और सेट कर दी गई है।',
  ],
  [reviews.APPLICATION_APPROVE_FAILED, 'आवेदन मंज़ूर नहीं हो सका'],
  [reviews.RVL_PAYMENT_UPDATED, 'RVL भुगतान अपडेट हुआ: भुगतान हो गया चिह्नित किया गया'],
  [reviews.RVL_PAYMENT_FAILED, 'RVL भुगतान अपडेट नहीं हो सका'],
  [reviews.RVL_PAYMENT_UNDONE, 'RVL भुगतान अपडेट हुआ: भुगतान बाकी चिह्नित किया गया'],
  [reviews.BROKER_ACTIVATED, 'सक्रिय: ब्रोकर सक्रिय हुआ और भुगतान हो गया चिह्नित किया गया।'],
  [reviews.activationFailed(), 'विफल: मंज़ूर नहीं हो सका'],
  [reviews.activationFailed('x').replace(/: x$/, ''), 'विफल'],
  [reviews.ROLE_ASSIGNED, 'भूमिका दी गई'],
  [reviews.ROLE_REMOVED, 'भूमिका हटाई गई'],
  [reviews.roleAssignFailed(), 'भूमिका नहीं दी जा सकी'],
  [reviews.roleRemoveFailed(), 'भूमिका नहीं हटाई जा सकी'],
  [reviews.SHADOW_BALANCING_LOAD_FAILED, 'शैडो बैलेंसिंग का डेटा लोड नहीं हो सका'],
  [reviews.SHADOW_BALANCING_SAVE_FAILED, 'शैडो बैलेंसिंग की सेटिंग्स सेव नहीं हो सकीं'],
  [reviews.PROPERTY_APPROVED, 'प्रॉपर्टी मंज़ूर हो गई'],
  [reviews.PROPERTY_APPROVE_FAILED, 'प्रॉपर्टी मंज़ूर नहीं हो सकी'],
  [reviews.PROPERTIES_LOAD_FAILED, 'प्रॉपर्टी लोड नहीं हो सकीं'],
  [reviews.PROPERTY_REJECTED, 'प्रॉपर्टी अस्वीकार: मालिक आपका कारण देखेंगे'],
  [reviews.PROPERTY_REJECT_FAILED, 'प्रॉपर्टी अस्वीकार नहीं हो सकी'],
  [reviews.DECLINE_REASON_REQUIRED, 'आवेदन अस्वीकार करने के लिए कारण ज़रूरी है'],
  [reviews.REJECT_REASON_REQUIRED, 'लिस्टिंग अस्वीकार करने के लिए कारण ज़रूरी है'],
  [v.REQUIRED_FIELDS_MESSAGE, 'जाँच में गलती: कृपया सभी ज़रूरी फ़ील्ड भरें'],
  [
    `${v.REQUIRED_FIELDS_TITLE} - ${v.REQUIRED_FIELDS_DESCRIPTION}`,
    'जाँच में गलती - कृपया सभी ज़रूरी फ़ील्ड भरें',
  ],
  [v.MISSING_USER_ID, 'यूज़र ID नहीं है'],
  [v.MISSING_USER_ID_HINT, 'कृपया यूज़र का UUID डालें'],
  [v.INVALID_USER_ID, 'यूज़र ID एक UUID होना चाहिए'],
  [v.ROLE_REQUIRED, 'भूमिका ज़रूरी है'],
  [v.AFFILIATE_ROLE_NOT_ASSIGNABLE, 'एफ़िलिएट की भूमिका एफ़िलिएट पंजीकरण के साथ मिलती है'],
  [v.START_DATE_REQUIRED, 'शुरुआत की तारीख ज़रूरी है'],
  [v.START_DATE_IN_PAST, 'शुरुआत की तारीख आज से पहले की नहीं हो सकती'],
  [v.END_DATE_REQUIRED, 'अंत की तारीख ज़रूरी है'],
  [v.END_BEFORE_START, 'अंत की तारीख शुरुआत की तारीख से पहले की नहीं हो सकती'],
  [
    v.END_AFTER_MAX,
    'अंत की तारीख शुरुआत की तारीख के 183 दिन (लगभग 6 महीने) से ज़्यादा बाद की नहीं हो सकती',
  ],
  [v.REASON_REQUIRED, 'शैडो बैलेंसिंग चालू करते समय कारण ज़रूरी है'],
  [v.PAYMENT_DAY_RANGE, 'मासिक किराये के भुगतान का दिन 1 से 31 के बीच होना चाहिए'],
  [v.SHADOW_POWER_REQUIRED, 'शैडो पावर राशि ज़रूरी है'],
  [v.SHADOW_POWER_NOT_NUMBER, 'शैडो पावर राशि एक संख्या होनी चाहिए'],
  [v.SHADOW_POWER_NEGATIVE, 'शैडो पावर राशि शून्य से कम नहीं हो सकती'],
  [v.SHADOW_POWER_NOT_POSITIVE, 'शैडो पावर राशि 0 से ज़्यादा होनी चाहिए'],
  [v.NOT_AN_AFFILIATE, 'शैडो पावर जोड़ने के लिए यूज़र का एफ़िलिएट होना ज़रूरी है'],
  [v.NOT_A_NUMBER, 'एक संख्या लिखें'],
  [v.MONTHLY_RENT_POSITIVE, 'मासिक किराया 0 से ज़्यादा होना चाहिए'],
  [v.SECURITY_DEPOSIT_NEGATIVE, 'सिक्योरिटी डिपॉज़िट शून्य से कम नहीं हो सकता'],
  [v.LEASE_END_BEFORE_START, 'लीज़ ख़त्म होने की तारीख शुरू होने की तारीख से पहले नहीं हो सकती'],
  [v.LEASE_END_REQUIRED, 'लीज़ ख़त्म होने की तारीख ज़रूरी है'],
  [v.LEASE_END_WINDOW, 'लीज़ ख़त्म होने की तारीख शुरू होने के 5 साल के अंदर होनी चाहिए'],
  [v.AMOUNT_NEGATIVE, 'राशि शून्य से कम नहीं हो सकती'],
  [v.RVL_ABOVE_RENT, 'RVL राशि मासिक किराये से ज़्यादा नहीं हो सकती'],
  [v.PERCENTAGE_RANGE, 'प्रतिशत 0 से 100 के बीच होने चाहिए'],
  [v.INVALID_ROLE, 'admin, property_manager, broker, landlord, tenant या user में से एक चुनें'],
  [v.INVALID_EMAIL, 'सही ईमेल पता डालें'],
  [v.PASSWORD_REQUIRED, 'पासवर्ड ज़रूरी है'],
  [v.TOTP_CODE_REQUIRED, 'अपने ऑथेंटिकेटर ऐप से कोड डालें'],
  [v.TOTP_CODE_LENGTH_WRONG, 'कोड में 6 अंक होते हैं'],
  [v.PAYMENT_HAS_NO_REFERENCE, 'इस भुगतान का कोई रेफ़रेंस नहीं है'],
  [v.PAYMENT_REFERENCE_USED, 'यह भुगतान रेफ़रेंस पहले ही इस्तेमाल हो चुका है'],
  [v.PAYMENT_REFERENCE_REQUIRED, 'भुगतान का रेफ़रेंस लिखें'],
  [v.CONTROL_CHARACTERS, 'टैब, लाइन ब्रेक और दूसरे कंट्रोल कैरेक्टर हटाएँ'],
  ...formNoticesHi,
]);

/**
 * A core notice in Hindi: a known text, 'Known title: server detail' (the detail in Hindi too when
 * it is one of core's messages, else as the server wrote it), or a count of approvals.
 */
export function noticeHi(message: string): string | undefined {
  const known = noticesHi.get(message);
  if (known) return known;
  const approved = /^(\d+) properties approved successfully$/.exec(message);
  if (approved) return `${approved[1]} प्रॉपर्टी मंज़ूर हो गईं`;
  const split = message.indexOf(': ');
  const title = split > 0 ? noticesHi.get(message.slice(0, split)) : undefined;
  const detail = message.slice(split + 2);
  return title ? `${title}: ${noticesHi.get(detail) ?? detail}` : undefined;
}
