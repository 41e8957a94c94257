import * as v from '@rentals/core/validation/messages';

/** Hindi of core's messages for the console's run, filter and listing facts forms, keyed by their English text. */
export const formNoticesHi: readonly (readonly [string, string])[] = [
  [v.MONTH_REQUIRED, 'महीना ज़रूरी है'],
  [v.MONTH_NOT_FIRST_DAY, 'महीना उसके पहले दिन के रूप में होना चाहिए'],
  [v.MONTH_IN_FUTURE, 'महीना भविष्य का नहीं हो सकता'],
  [v.MONTH_IN_PROGRESS, 'यह महीना अभी चल रहा है: केवल पूरे हो चुके महीने चलाए जा सकते हैं'],
  [v.MAINTENANCE_RANGE, 'मेंटेनेंस ₹0 (किराये में शामिल) से ₹5,00,000 प्रति माह तक, पूरे रुपयों में होना चाहिए'],
  [v.FLOOR_RANGE, 'मंज़िल 0 (ग्राउंड) से 200 तक की पूर्ण संख्या होनी चाहिए'],
  [v.TOTAL_FLOORS_RANGE, 'इमारत की मंज़िलें 1 से 200 तक की पूर्ण संख्या होनी चाहिए'],
  [v.FLOOR_ABOVE_BUILDING, 'मंज़िल इमारत की सबसे ऊपरी मंज़िल से ऊपर नहीं हो सकती'],
  [v.YEAR_BUILT_RANGE, 'निर्माण का साल 1900 से इस साल तक होना चाहिए'],
];
