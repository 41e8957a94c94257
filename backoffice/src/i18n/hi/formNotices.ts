import * as v from '@rentals/core/validation/messages';

/** Hindi of core's messages for the console's run and filter forms, keyed by their English text. */
export const formNoticesHi: readonly (readonly [string, string])[] = [
  [v.MONTH_REQUIRED, 'महीना ज़रूरी है'],
  [v.MONTH_NOT_FIRST_DAY, 'महीना उसके पहले दिन के रूप में होना चाहिए'],
  [v.MONTH_IN_FUTURE, 'महीना भविष्य का नहीं हो सकता'],
  [v.MONTH_IN_PROGRESS, 'यह महीना अभी चल रहा है: केवल पूरे हो चुके महीने चलाए जा सकते हैं'],
];
